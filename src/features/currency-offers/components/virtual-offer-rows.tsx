import { useEffect, useMemo, useState } from 'react'
import { TableBody } from '../../../components/ui/table'
import { useRowWindow } from '../../../lib/use-row-window'
import type { PreparedOffer } from '../offers'
import type { OffersSort } from '../search'
import type { OfferCards } from './offer-columns'
import { OfferRow } from './offer-row'
import { Spacer } from './row-window'

const OVERSCAN = 6

/**
 * The scroll box's height before it can be measured, as offers-table.module.css sets it (at most 75vh or 48rem),
 * so the first render already fills the box.
 */
const expectedBoxHeight = () => Math.min(window.innerHeight * 0.75, 48 * 16)

interface VirtualOfferRowsProps {
  rows: readonly PreparedOffer[]
  sort: OffersSort
  /** The table's own scroll box. */
  scrollBox: HTMLElement | null
  cards: OfferCards
  /** Every row's one height: a table row's, or on a phone a card's (row-window.tsx). */
  rowHeight: number
}

/**
 * Only the rows in and near view are in the document; spacers keep the scroll height, and
 * `aria-rowindex` (with `aria-rowcount` on the table) tells assistive technology where a row is.
 */
export function VirtualOfferRows({ rows, sort, scrollBox, rowHeight, cards }: VirtualOfferRowsProps) {
  const [fallbackHeight] = useState(expectedBoxHeight)
  const scrollRef = useMemo(() => ({ current: scrollBox }), [scrollBox])
  const { first, end, totalHeight } = useRowWindow(scrollRef, {
    count: rows.length,
    rowHeight,
    overscan: OVERSCAN,
    fallbackHeight,
  })

  // A new order starts at its top. Writing scrollTop forces a layout, so only when the box is scrolled.
  useEffect(() => {
    const box = scrollRef.current
    if (box && box.scrollTop > 0) box.scrollTop = 0
  }, [sort, scrollRef])

  return (
    <TableBody>
      <Spacer height={first * rowHeight} />
      {rows.slice(first, end).map((row, offset) => (
        <OfferRow key={row.offer.id} row={row} cards={cards} rowIndex={first + offset + 2} />
      ))}
      <Spacer height={totalHeight - end * rowHeight} />
    </TableBody>
  )
}
