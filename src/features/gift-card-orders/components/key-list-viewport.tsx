import { useRef } from 'react'
import type { GiftCardKey } from '../../../api/records/gift-card-order'
import { useRowWindow } from '../../../lib/use-row-window'
import styles from '../gift-card-orders.module.css'
import { KeyRow } from './key-row'

/** Rows have one fixed height (gift-card-orders.module.css matches), so 1000 keys scroll without measuring each. */
export const KEY_ROW_HEIGHT = 72

interface KeyListViewportProps {
  keys: GiftCardKey[]
  revealed: ReadonlySet<number>
  copiedKeyId: number | null
  onToggle: (keyId: number) => void
  onCopy: (key: GiftCardKey, position: number) => void
}

/** Only the rows in view (and a few around them) are in the page. */
export function KeyListViewport({ keys, revealed, copiedKeyId, onToggle, onCopy }: KeyListViewportProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { first, end, totalHeight } = useRowWindow(scrollRef, {
    count: keys.length,
    rowHeight: KEY_ROW_HEIGHT,
    overscan: 6,
    fallbackHeight: 480,
  })

  return (
    <div ref={scrollRef} className={styles.viewport} tabIndex={0} role="region" aria-label="Keys, scrollable">
      <ul className={styles.list} style={{ height: totalHeight }}>
        {keys.slice(first, end).map((key, offset) => {
          const index = first + offset
          return (
            <KeyRow
              key={key.id}
              giftCardKey={key}
              position={index + 1}
              setSize={keys.length}
              top={index * KEY_ROW_HEIGHT}
              revealed={revealed.has(key.id)}
              copied={copiedKeyId === key.id}
              onToggle={onToggle}
              onCopy={onCopy}
            />
          )
        })}
      </ul>
    </div>
  )
}
