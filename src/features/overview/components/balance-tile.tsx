import { useQuery } from '@tanstack/react-query'
import { Tile } from '../../../components/tile/tile'
import { Money } from '../../../components/ui/money'
import { ReadField } from '../../../components/ui/unreadable-value'
import { overviewQueries } from '../queries'

const NOT_GIVEN = <span className="muted">Not given</span>
const CURRENCIES = [
  ['EUR', 'balance_eur'],
  ['USD', 'balance_usd'],
] as const

/** The seller's balance, in euros and in dollars, as the server gives it. */
export function BalanceTile() {
  const query = useQuery(overviewQueries.balance())
  return (
    <Tile title="Balance" query={query} lines={2}>
      {(balance) => (
        <dl className="overview-balance">
          {CURRENCIES.map(([currency, field]) => (
            <div key={currency}>
              <dt>{currency}</dt>
              <dd>
                <ReadField record={balance} field={field} empty={NOT_GIVEN}>
                  {(amount) => <Money amount={amount} currency={currency} />}
                </ReadField>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Tile>
  )
}
