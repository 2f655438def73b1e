import { memo } from 'react'
import { formatMoney, formatNumber } from '../../../lib/format'
import { summariseDeliveryMethod } from '../delivery-method'
import { formatUnitPrice } from '../format-price'
import { isInStock, type PreparedOffer } from '../offers'

interface OfferRowProps {
  row: PreparedOffer
  /** In a windowed table: the row's position (the header row is 1), and the ref that measures it. */
  rowIndex?: number
  measureRef?: (element: HTMLTableRowElement | null) => void
}

/** One offer; memoised, so re-sorting moves rows without rendering them again. */
export const OfferRow = memo(function OfferRow({ row, rowIndex, measureRef }: OfferRowProps) {
  const { offer } = row
  const unit = offer.currency_unit
  const quoted = unit.multiplier !== 1
  return (
    <tr ref={measureRef} aria-rowindex={rowIndex} data-index={rowIndex === undefined ? undefined : rowIndex - 2}>
      <th scope="row" className="offer-row__seller">
        {offer.seller.username}
      </th>
      <td>
        {unit.name} <span className="muted">({unit.symbol})</span>
        {quoted ? <span className="cell-note">{formatNumber(unit.multiplier)} {unit.currency_name}</span> : null}
      </td>
      <td className="num offer-row__price">
        {formatUnitPrice(row.normalised)}
        <span className="cell-note">{formatUnitPrice(row.normalisedUsd, 'USD')}</span>
      </td>
      <td className="num">
        {formatMoney(offer.price_eur, 'EUR')}
        <span className="cell-note">
          {formatMoney(offer.price_usd, 'USD')} per {unit.name}
        </span>
      </td>
      <td className="num">
        {offer.stock > 0 ? formatNumber(row.baseStock) : <span className="badge">Out of stock</span>}
        {offer.stock > 0 && !isInStock(offer) ? <span className="cell-note">Below the minimum quantity</span> : null}
        {quoted && offer.stock > 0 ? (
          <span className="cell-note">
            {formatNumber(offer.stock)} × {unit.name}
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
      <td>{summariseDeliveryMethod(offer.delivery_method_data)}</td>
    </tr>
  )
})
