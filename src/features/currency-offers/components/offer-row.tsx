import { memo } from 'react'
import { formatMoney, formatNumber } from '../../../lib/format'
import { summariseDeliveryMethod } from '../delivery-method'
import { offerPriceText } from '../format-price'
import { isInStock, type PreparedOffer } from '../offers'

interface OfferRowProps {
  row: PreparedOffer
  /** In a windowed table: the row's position (the header row is 1). */
  rowIndex?: number
}

/**
 * One offer; memoised, so re-sorting moves rows without rendering them again. Every cell has at most two
 * lines (a value and a note), so the windowed table can give every row one fixed height.
 */
export const OfferRow = memo(function OfferRow({ row, rowIndex }: OfferRowProps) {
  const { offer } = row
  const unit = offer.currency_unit
  const quoted = unit.multiplier !== 1
  const price = offerPriceText(row)
  const inStock = offer.stock > 0
  const quotedStock = quoted && inStock ? `${formatNumber(offer.stock)} × ${unit.name}` : null
  const belowMinimum = inStock && !isInStock(offer)
  return (
    <tr aria-rowindex={rowIndex}>
      <th scope="row" className="offer-row__seller">
        {offer.seller.username}
      </th>
      <td>
        {unit.name} <span className="muted">({unit.symbol})</span>
        {quoted ? <span className="cell-note">{formatNumber(unit.multiplier)} {unit.currency_name}</span> : null}
      </td>
      <td className="num offer-row__price">
        {price.eur}
        <span className="cell-note">{price.usd}</span>
      </td>
      <td className="num">
        {formatMoney(offer.price_eur, 'EUR')}
        <span className="cell-note">
          {formatMoney(offer.price_usd, 'USD')} per {unit.name}
        </span>
      </td>
      <td className="num">
        {inStock ? formatNumber(row.baseStock) : <span className="badge">Out of stock</span>}
        {quotedStock || belowMinimum ? (
          <span className="cell-note">
            {belowMinimum ? 'Below the minimum quantity' : null}
            {quotedStock && belowMinimum ? ' · ' : null}
            {quotedStock}
          </span>
        ) : null}
      </td>
      <td className="num">
        {formatNumber(row.baseMinQuantity)}
        {quoted ? (
          <span className="cell-note">
            {formatNumber(offer.min_quantity)} × {unit.name}
          </span>
        ) : null}
      </td>
      <td>{offer.delivery_time.format_long}</td>
      <td>
        <span className="offer-row__method">{summariseDeliveryMethod(offer.delivery_method_data ?? {})}</span>
      </td>
    </tr>
  )
})
