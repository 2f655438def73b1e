import styles from './offers-table.module.css'

/** Longer lists render only the rows in view, so sorting and filtering 500 offers stay quick. */
export const WINDOW_ABOVE_ROWS = 100

/**
 * Every windowed row has this one height (offers-table.module.css gives it to them), so no row is measured:
 * measuring each row made the virtualiser re-place all 500 and force a layout per row.
 */
export const ROW_HEIGHT_PX = 64
const COLUMNS = 8

/** Room for rows not in the document, so the table's box keeps its scroll height. */
export function Spacer({ height }: { height: number }) {
  return height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS} className={styles.spacer} style={{ height }} />
    </tr>
  ) : null
}
