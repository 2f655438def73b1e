import { money, nullable } from '../read/fields'
import type { Fields } from '../read/record'

/** `GET /v2/payments/balance`: more fields may come; these are the ones the dashboard shows. */
export const balanceShape = {
  balance_eur: nullable(money),
  balance_usd: nullable(money),
}
export type Balance = Fields<typeof balanceShape>
