import { int, money, nullable } from '../read/fields'
import type { Fields } from '../read/record'

/**
 * `GET /v2/payments/balance`: the withdrawable balance, the warehouse balance, store credit (not withdrawable)
 * and loyalty coins. More fields may come; these are the ones the dashboard shows.
 */
export const balanceShape = {
  balance_eur: nullable(money),
  balance_usd: nullable(money),
  warehouse_balance_eur: nullable(money),
  warehouse_balance_usd: nullable(money),
  store_credit_eur: nullable(money),
  store_credit_usd: nullable(money),
  gb_coins: nullable(int),
}
export type Balance = Fields<typeof balanceShape>

/** The parts of the whole balance, each in EUR and USD, as the ledger and the overview show them. */
export const BALANCE_PARTS = [
  { label: 'Withdrawable', eur: 'balance_eur', usd: 'balance_usd' },
  { label: 'Warehouse', eur: 'warehouse_balance_eur', usd: 'warehouse_balance_usd' },
  { label: 'Store credit (not withdrawable)', eur: 'store_credit_eur', usd: 'store_credit_usd' },
] as const satisfies readonly { label: string; eur: keyof Balance; usd: keyof Balance }[]
