import { useQuery } from '@tanstack/react-query'
import { Tile, TileFigure, TileList } from '../../../components/tile/tile'
import { Money } from '../../../components/ui/money'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatNumber } from '../../../lib/format'
import { overviewQueries } from '../queries'

const NOT_GIVEN = <Muted>Not given</Muted>
const CURRENCIES = [
  ['EUR', 'balance_eur'],
  ['USD', 'balance_usd'],
  ['Warehouse', 'warehouse_balance_eur'],
  ['Store credit', 'store_credit_eur'],
] as const

/** The seller's balance, in euros and in dollars, the warehouse balance and store credit, as the server gives them. */
export function BalanceTile() {
  const query = useQuery(overviewQueries.balance())
  return (
    <Tile title="Balance" query={query} lines={5}>
      {(balance) => (
        <TileList>
          {CURRENCIES.map(([currency, field]) => (
            <li key={currency}>
              <span>{currency}</span>
              <TileFigure>
                <ReadField record={balance} field={field} empty={NOT_GIVEN}>
                  {(amount) => <Money amount={amount} currency={currency === 'USD' ? 'USD' : 'EUR'} />}
                </ReadField>
              </TileFigure>
            </li>
          ))}
          <li>
            <span>Coins</span>
            <TileFigure>
              <ReadField record={balance} field="gb_coins" empty={NOT_GIVEN}>
                {(coins) => formatNumber(coins)}
              </ReadField>
            </TileFigure>
          </li>
        </TileList>
      )}
    </Tile>
  )
}
