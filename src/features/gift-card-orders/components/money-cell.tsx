import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatMoney } from '../../../lib/format'

type MoneyField = 'unit_price_eur' | 'unit_price_usd' | 'price_eur' | 'price_usd'

/** EUR first, USD beneath; an amount that could not be read is marked. */
export function MoneyCell({ order, eur, usd }: { order: GiftCardOrder; eur: MoneyField; usd: MoneyField }) {
  return (
    <td className="num">
      <ReadField record={order} field={eur}>
        {(amount) => formatMoney(amount, 'EUR')}
      </ReadField>
      <span className="muted gco-second-line">
        <ReadField record={order} field={usd}>
          {(amount) => formatMoney(amount, 'USD')}
        </ReadField>
      </span>
    </td>
  )
}
