import { useQuery } from '@tanstack/react-query'
import { BALANCE_PARTS } from '../../../api/records/balance'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { Money } from '../../../components/ui/money'
import { ErrorText, Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatNumber } from '../../../lib/format'
import { paymentQueries } from '../queries'
import styles from './whole-balance.module.css'

const NOT_GIVEN = <Muted>Not given</Muted>

/** The whole balance: withdrawable, warehouse, store credit and coins, each as the server gives it. */
export function WholeBalance() {
  const { data: balance, isError } = useQuery(paymentQueries.balance())
  if (isError) return <ErrorText as="p">The balance could not be loaded.</ErrorText>
  if (!balance) return <BalanceLoading />
  return (
    <KeyValues aria-label="Balance" className={styles.balance}>
      {BALANCE_PARTS.map(({ label, eur, usd }) => (
        <KeyValue key={label} label={label}>
          <ReadField record={balance} field={eur} empty={NOT_GIVEN}>
            {(amount) => <Money amount={amount} currency="EUR" />}
          </ReadField>{' '}
          <Muted>
            <ReadField record={balance} field={usd}>
              {(amount) => <Money amount={amount} currency="USD" />}
            </ReadField>
          </Muted>
        </KeyValue>
      ))}
      <KeyValue label="Coins">
        <ReadField record={balance} field="gb_coins" empty={NOT_GIVEN}>
          {(coins) => formatNumber(coins)}
        </ReadField>
      </KeyValue>
    </KeyValues>
  )
}

/** The same list with its labels and a line in place of each figure: the ledger below does not move when they come. */
function BalanceLoading() {
  return (
    <KeyValues aria-label="Balance" aria-busy="true" className={styles.balance}>
      {[...BALANCE_PARTS.map(({ label }) => label), 'Coins'].map((label) => (
        <KeyValue key={label} label={label}>
          <Muted>Loading…</Muted>
        </KeyValue>
      ))}
    </KeyValues>
  )
}
