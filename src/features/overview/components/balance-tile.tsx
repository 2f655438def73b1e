import { useQuery } from '@tanstack/react-query'
import { Tile, TileFigure, TileList } from '../../../components/tile/tile'
import { Money } from '../../../components/ui/money'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { overviewQueries } from '../queries'

const NOT_GIVEN = <Muted>Not given</Muted>
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
        <TileList>
          {CURRENCIES.map(([currency, field]) => (
            <li key={currency}>
              <span>{currency}</span>
              <TileFigure>
                <ReadField record={balance} field={field} empty={NOT_GIVEN}>
                  {(amount) => <Money amount={amount} currency={currency} />}
                </ReadField>
              </TileFigure>
            </li>
          ))}
        </TileList>
      )}
    </Tile>
  )
}
