import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import styles from '../account-offers.module.css'

/** The edit form behind a button: its code (and the form library) loads when the seller asks to change the offer. */
export function EditOffer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  if (open) return children
  return (
    <SectionCard title="Change the offer" contentClassName={styles.stack}>
      <Muted as="p">Title, description, price, delivery, images and the game’s account details.</Muted>
      <p>
        <Button onClick={() => setOpen(true)}>Edit the offer</Button>
      </p>
    </SectionCard>
  )
}
