import { memo } from 'react'
import type { GiftCardKey } from '../../../api/records/gift-card-order'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/class-names'
import { UnreadableValue } from '../../../components/ui/unreadable-value'
import { formatDateTime, toIsoUtc } from '../../../lib/format'
import styles from '../gift-card-orders.module.css'

/** Always the same mask, whatever the key: its length or characters are not shown either. */
export const KEY_MASK = '•••••-•••••-•••••'

interface KeyRowProps {
  giftCardKey: GiftCardKey
  position: number
  setSize: number
  top: number
  revealed: boolean
  copied: boolean
  onToggle: (keyId: number) => void
  onCopy: (key: GiftCardKey, position: number) => void
}

export const KeyRow = memo(function KeyRow({
  giftCardKey: key,
  position,
  setSize,
  top,
  revealed,
  copied,
  onToggle,
  onCopy,
}: KeyRowProps) {
  return (
    <li
      className={styles.key}
      aria-setsize={setSize}
      aria-posinset={position}
      style={{ transform: `translateY(${top}px)` }}
    >
      <span className={styles.position}>#{position}</span>
      {key.key === null ? (
        <span className={styles.value}>
          <UnreadableValue raw={undefined} secret />
        </span>
      ) : revealed ? (
        <code className={styles.value}>{key.key}</code>
      ) : (
        <code className={cx(styles.value, styles.masked)}>
          <span aria-hidden="true">{KEY_MASK}</span>
          <span className="visually-hidden">Hidden key</span>
        </code>
      )}
      <span className={styles.actions}>
        <Button
          size="sm"
          className={styles.keyButton}
          aria-label={`${revealed ? 'Hide' : 'Reveal'} key ${position}`}
          disabled={key.key === null}
          onClick={() => onToggle(key.id)}
        >
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
        <Button
          size="sm"
          className={styles.keyButton}
          aria-label={`${copied ? 'Copied' : 'Copy'} key ${position}`}
          disabled={key.key === null}
          onClick={() => onCopy(key, position)}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </span>
      <span className={styles.meta}>
        {key.type?.name ?? 'Key'} ·{' '}
        {'revealed_at' in key.unreadable ? (
          <>
            revealed <UnreadableValue raw={key.unreadable.revealed_at} />
          </>
        ) : key.revealed_at === null ? (
          'never revealed'
        ) : (
          <>
            revealed <time dateTime={toIsoUtc(key.revealed_at)}>{formatDateTime(key.revealed_at)}</time>
          </>
        )}
      </span>
    </li>
  )
})
