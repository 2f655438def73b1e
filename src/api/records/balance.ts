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
