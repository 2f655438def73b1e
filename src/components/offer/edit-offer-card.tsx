import { Suspense, useState, type ReactNode } from 'react'
import { Button } from '../ui/button'
import { SectionCard } from '../ui/section-card'
import { Muted } from '../ui/text'
import styles from './offer.module.css'

interface EditOfferCardProps {
  /** What the form changes, in a few words: "Title, description, price…". */
  changes: string
  /** The edit form, its own "Change the offer" card: rendered, and its lazy code loaded, once the seller asks. */
  children: ReactNode
}

/** How every offer page opens its edit form: a card saying what can be changed, and "Edit the offer". */
export function EditOfferCard({ changes, children }: EditOfferCardProps) {
  const [open, setOpen] = useState(false)
  if (open) return <Suspense fallback={<Muted as="p">Loading…</Muted>}>{children}</Suspense>
  return (
    <SectionCard title="Change the offer" contentClassName={styles.stack}>
      <Muted as="p">{changes}</Muted>
      <p>
        <Button onClick={() => setOpen(true)}>Edit the offer</Button>
      </p>
    </SectionCard>
  )
}
