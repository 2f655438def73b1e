import { useVirtualizer, type Rect } from '@tanstack/react-virtual'
import { useEffect, useState } from 'react'
import { TableBody } from '../../../components/ui/table'
import type { PreparedOffer } from '../offers'
import type { OffersSort } from '../search'
import { OfferRow } from './offer-row'
import { ROW_HEIGHT_PX, Spacer } from './row-window'

const OVERSCAN = 6

/**
 * The scroll box's size before it can be measured, as offers-table.module.css sets it (at most 75vh or 48rem),
 * so the first render already fills the box and measuring it does not add a second render and layout.
 */
function expectedBoxRect(): Rect {
  return { width: window.innerWidth, height: Math.min(window.innerHeight * 0.75, 48 * 16) }
}

interface VirtualOfferRowsProps {
  rows: readonly PreparedOffer[]
  sort: OffersSort
  /** The table's own scroll box. */
  scrollBox: HTMLElement | null
}

/**
 * Only the rows in and near view are in the document; spacers keep the scroll height, and
 * `aria-rowindex` (with `aria-rowcount` on the table) tells assistive technology where a row is.
 */
export function VirtualOfferRows({ rows, sort, scrollBox }: VirtualOfferRowsProps) {
  const [initialRect] = useState(expectedBoxRect)
  // The app does not use the React Compiler; the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN,
    initialRect,
    getItemKey: (index) => rows[index]?.offer.id ?? index,
  })

  // A new order starts at its top. Writing scrollTop forces a layout, so only when the box is scrolled.
  useEffect(() => {
    if (scrollBox && (virtualizer.scrollOffset ?? 0) > 0) scrollBox.scrollTop = 0
  }, [sort, scrollBox, virtualizer])

  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  const before = first ? first.start : 0
  const after = last ? virtualizer.getTotalSize() - last.end : 0

  return (
    <TableBody>
      <Spacer height={before} />
      {items.map((item) => {
        const row = rows[item.index]
        return row ? <OfferRow key={item.key} row={row} rowIndex={item.index + 2} /> : null
      })}
      <Spacer height={after} />
    </TableBody>
  )
}
