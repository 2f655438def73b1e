import { Suspense, useId, useState, type ReactNode } from 'react'
import { Card } from '../../../components/ui/card'
import { Muted } from '../../../components/ui/text'
import styles from './fold.module.css'

interface FoldProps {
  title: string
  /** What the card holds, said beside its title. */
  summary: ReactNode
  /** Open when the page opens (the helper, with a price in the address). */
  defaultOpen?: boolean
  /** Fetches the content's code: started by a pointer on the title, or the focus, a moment before it is opened. */
  load: () => Promise<unknown>
  /** Lazily loaded: its code comes when the card is first opened. */
  children: ReactNode
}

/**
 * A card folded to its title, below what the seller came for. Its content is rendered when first opened and
 * then stays mounted, so nothing typed in it is lost when it is folded again.
 */
export function Fold({ title, summary, defaultOpen = false, load, children }: FoldProps) {
  // Only a head start: if it fails, opening the card loads the code again and shows any error.
  const preload = () => void load().catch(() => undefined)
  const id = useId()
  // Only the first value: the fold never closes under the seller because the address changed.
  const [startOpen] = useState(defaultOpen)
  const [opened, setOpened] = useState(startOpen)
  return (
    <Card aria-labelledby={id}>
      <details
        className={styles.details}
        open={startOpen || undefined}
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true)
        }}
      >
        <summary className={styles.summary} onPointerEnter={preload} onFocus={preload}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <Muted>{summary}</Muted>
        </summary>
        {opened ? (
          <div className={styles.content}>
            <Suspense fallback={<Muted as="p">Loading…</Muted>}>{children}</Suspense>
          </div>
        ) : null}
      </details>
    </Card>
  )
}
