import { useCallback, useState } from 'react'
import type { GiftCardKey } from '../../../api/records/gift-card-order'
import { formatNumber } from '../../../lib/format'
import { KeyListViewport } from './key-list-viewport'
import { Button } from '../../../components/ui/button'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { toast } from '../../../components/ui/toast-store'
import styles from '../gift-card-orders.module.css'

const ANNOUNCE_MS = 4000

/**
 * The delivered keys. Each is masked until the seller reveals it (one, or all); a masked key's text is
 * not in the page at all. Copying a masked key copies it without showing it.
 */
export function GiftCardKeys({ keys }: { keys: GiftCardKey[] }) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set())
  const [announcement, setAnnouncement] = useState<{ text: string; keyId: number | null } | null>(null)
  const allRevealed = keys.length > 0 && keys.every((key) => revealed.has(key.id))

  const toggle = useCallback((keyId: number) => {
    setRevealed((current) => {
      const next = new Set(current)
      if (!next.delete(keyId)) next.add(keyId)
      return next
    })
  }, [])

  const copy = useCallback(async (key: GiftCardKey, position: number) => {
    if (key.key === null) return
    try {
      await navigator.clipboard.writeText(key.key)
      setAnnouncement({ text: `Copied key ${position} to the clipboard.`, keyId: key.id })
      toast.success(`Key ${position} copied`)
    } catch {
      toast.error(`Key ${position} not copied`, { details: 'The browser did not allow access to the clipboard.' })
      setAnnouncement({
        text: `Could not copy key ${position}: the browser did not allow access to the clipboard.`,
        keyId: null,
      })
    }
    setTimeout(
      () => setAnnouncement((current) => (current?.keyId === key.id ? { ...current, keyId: null } : current)),
      ANNOUNCE_MS,
    )
  }, [])

  return (
    <SectionCard
      title={`Keys (${formatNumber(keys.length)})`}
      contentClassName={styles.stack}
      actions={
        keys.length > 0 ? (
          <Button size="sm" onClick={() => setRevealed(allRevealed ? new Set() : new Set(keys.map((key) => key.id)))}>
            {allRevealed ? 'Hide all keys' : 'Reveal all keys'}
          </Button>
        ) : null
      }
    >
      <p role="status" className={styles.keysStatus}>
        {announcement?.text ?? ''}
      </p>
      {keys.length === 0 ? (
        <Muted as="p">No keys have been delivered for this order yet.</Muted>
      ) : (
        <KeyListViewport
          keys={keys}
          revealed={revealed}
          copiedKeyId={announcement?.keyId ?? null}
          onToggle={toggle}
          onCopy={copy}
        />
      )}
    </SectionCard>
  )
}
