import { formatMoney } from '../../lib/format'
import { cx } from './class-names'
import styles from './money.module.css'

const DECIMAL = /^-?\d+(\.\d+)?$/

interface MoneyProps {
  /** A decimal string as the API sends it ("12.50"): never turned into a binary float. */
  amount: string
  /** ISO 4217 code. */
  currency: string
  className?: string
}

/** An amount in the seller's locale, its digits lined up; text that is not a decimal shows as it came. */
export function Money({ amount, currency, className }: MoneyProps) {
  const text = DECIMAL.test(amount) ? formatMoney(amount, currency) : `${amount} ${currency}`
  return <span className={cx(styles.money, className)}>{text}</span>
}
