import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import type { GiftCardKey } from '../../../api/records/gift-card-order'
import styles from '../gift-card-orders.module.css'
import { KeyRow } from './key-row'

/** Rows have one fixed height (gift-card-orders.module.css matches), so 1000 keys scroll without measuring each. */
export const KEY_ROW_HEIGHT = 72
const FALLBACK_RECT: Rect = { width: 800, height: 480 }

/** Where layout reports no size (tests, a hidden tab), assume a typical viewport rather than none. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT))
}

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
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => KEY_ROW_HEIGHT,
    overscan: 6,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    getItemKey: (index) => keys[index]?.id ?? index,
  })

  return (
    <div ref={scrollRef} className={styles.viewport} tabIndex={0} role="region" aria-label="Keys, scrollable">
      <ul className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const key = keys[item.index]
          if (!key) return null
          return (
            <KeyRow
              key={item.key}
              giftCardKey={key}
              position={item.index + 1}
              setSize={keys.length}
              top={item.start}
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
