import { memo } from 'react'
import { Badge } from '../../../components/ui/badge'
import { cx } from '../../../components/ui/class-names'
import { TableCell, TableHead, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { formatMoney, formatNumber } from '../../../lib/format'
import { summariseDeliveryMethod } from '../delivery-method'
import { offerPriceText } from '../format-price'
import { isInStock, type PreparedOffer } from '../offers'
import type { OfferCards } from './offer-columns'
import styles from './offers-table.module.css'

interface OfferRowProps {
  row: PreparedOffer
  /** Each cell's place and label on the card the row becomes on a phone. */
  cards: OfferCards
  /** In a windowed table: the row's position (the header row is 1). */
  rowIndex?: number
}

/**
 * One offer; memoised, so re-sorting moves rows without rendering them again. Every cell has at most two
 * lines (a value and a note), so the windowed table can give every row (and every card) one fixed height.
 */
export const OfferRow = memo(function OfferRow({ row, cards, rowIndex }: OfferRowProps) {
  const { offer } = row
  const unit = offer.currency_unit
  const quoted = unit.multiplier !== 1
  const price = offerPriceText(row)
  const inStock = offer.stock > 0
  const quotedStock = quoted && inStock ? `${formatNumber(offer.stock)} × ${unit.name}` : null
  const belowMinimum = inStock && !isInStock(offer)
  return (
    <TableRow aria-rowindex={rowIndex}>
      <TableHead scope="row" card={cards.seller}>{offer.seller.username}</TableHead>
      <TableCell card={cards.unit}>
        {unit.name} <Muted>({unit.symbol})</Muted>
        {quoted ? (
          <span className={styles.note}>
            {formatNumber(unit.multiplier)} {unit.currency_name}
          </span>
        ) : null}
      </TableCell>
      <TableCell card={cards.price} numeric>
        {price.eur}
        <span className={styles.note}>{price.usd}</span>
      </TableCell>
      <TableCell card={cards.quoted} numeric>
        {formatMoney(offer.price_eur, 'EUR')}
        <span className={styles.note}>
          {formatMoney(offer.price_usd, 'USD')} per {unit.name}
        </span>
      </TableCell>
      <TableCell card={cards.stock} numeric>
        {inStock ? formatNumber(row.baseStock) : <Badge>Out of stock</Badge>}
        {quotedStock || belowMinimum ? (
          <span className={cx(styles.note, styles.longNote)}>
            {belowMinimum ? 'Below the minimum quantity' : null}
            {quotedStock && belowMinimum ? ' · ' : null}
            {quotedStock}
          </span>
        ) : null}
      </TableCell>
      <TableCell card={cards.min_quantity} numeric>
        {formatNumber(row.baseMinQuantity)}
        {quoted ? (
          <span className={styles.note}>
            {formatNumber(offer.min_quantity)} × {unit.name}
          </span>
        ) : null}
      </TableCell>
      <TableCell card={cards.delivery}>{offer.delivery_time.format_long}</TableCell>
      <TableCell card={cards.method}>
        <span className={styles.method}>{summariseDeliveryMethod(offer.delivery_method_data ?? {})}</span>
      </TableCell>
    </TableRow>
  )
})
