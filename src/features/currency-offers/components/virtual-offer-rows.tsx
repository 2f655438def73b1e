import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect } from 'react'
import type { PreparedOffer } from '../offers'
import type { OffersSort } from '../search'
import { OfferRow } from './offer-row'

const ROW_ESTIMATE_PX = 58
const OVERSCAN = 12
const COLUMNS = 8

interface VirtualOfferRowsProps {
  rows: readonly PreparedOffer[]
  sort: OffersSort
  /** The table's own scroll box. */
  scrollBox: HTMLDivElement | null
}

function Spacer({ height }: { height: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" className="offers-spacer">
      <td colSpan={COLUMNS} style={{ height }} />
    </tr>
  ) : null
}

/**
 * Only the rows in and near view are in the document; spacers keep the scroll height, and
 * `aria-rowindex` (with `aria-rowcount` on the table) tells assistive technology where a row is.
 */
export function VirtualOfferRows({ rows, sort, scrollBox }: VirtualOfferRowsProps) {
  // The app does not use the React Compiler; the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.offer.id ?? index,
  })

  // A new order starts at its top.
  useEffect(() => {
    if (scrollBox) scrollBox.scrollTop = 0
  }, [sort, scrollBox])

  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  const before = first ? first.start : 0
  const after = last ? virtualizer.getTotalSize() - last.end : 0

  return (
    <tbody>
      <Spacer height={before} />
      {items.map((item) => {
        const row = rows[item.index]
        return row ? (
          <OfferRow key={item.key} row={row} rowIndex={item.index + 2} measureRef={virtualizer.measureElement} />
        ) : null
      })}
      <Spacer height={after} />
    </tbody>
  )
}
