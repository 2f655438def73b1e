import { useSyncExternalStore } from 'react'
import styles from './offers-table.module.css'

/** Longer lists render only the rows in view, so sorting and filtering 500 offers stay quick. */
export const WINDOW_ABOVE_ROWS = 100

/**
 * Every windowed row has this one height (offers-table.module.css gives it to them), so no row is measured:
 * measuring each row made the virtualiser re-place all 500 and force a layout per row.
 */
export const ROW_HEIGHT_PX = 64
/**
 * On a phone a row is a card: this one height, its gap to the next card included. A card holds the seller, the
 * price with the stock beside it and five one-line details (about 204 px), so nothing in it is cut.
 */
export const CARD_HEIGHT_PX = 216
const COLUMNS = 8

/** Where the table's rows are cards (table.module.css says the same width). */
const PHONE = '(max-width: 639.98px)'
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null)

function subscribe(onChange: () => void) {
  const query = phoneQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** The height every windowed row has at the screen's width now; a phone turned sideways renders again. */
export function useRowHeight(): number {
  const phone = useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false, () => false)
  return phone ? CARD_HEIGHT_PX : ROW_HEIGHT_PX
}

/** Room for rows not in the document, so the table's box keeps its scroll height. */
export function Spacer({ height }: { height: number }) {
  return height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS} className={styles.spacer} style={{ height }} />
    </tr>
  ) : null
}
