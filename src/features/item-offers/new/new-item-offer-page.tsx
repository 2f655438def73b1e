import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { gamesFor } from '../../../api/offer-templates'
import styles from '../../../components/offer/offer.module.css'
import { GamePicker } from '../../../components/offer-template/game-picker'
import { ErrorState } from '../../../components/ui/error-state'
import { BackLink } from '../../../components/ui/back-link'
import { Page } from '../../../components/ui/layout'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { gamesQuery } from '../templates'

/* The form, with the form library and the template kit, loads once a game is chosen: the first screen is the choice. */
const NewItemOfferForm = lazy(() => import('./new-item-offer-form').then((m) => ({ default: m.NewItemOfferForm })))

/** A new item offer: the game first, then the fields of its template. */
export function NewItemOfferPage() {
  const games = useQuery(gamesQuery())
  const [slug, setSlug] = useState('')
  return (
    <Page aria-labelledby="new-item-offer-title">
      <BackLink link={{ to: '/item-offers' }} label="Back to item offers" />
      <h1 id="new-item-offer-title">New item offer</h1>
      <SectionCard title="The offer" contentClassName={styles.stack}>
        {games.isError ? <ErrorState error={games.error} title="Could not load the games" onRetry={() => void games.refetch()} /> : null}
        <GamePicker
          games={games.data ? gamesFor(games.data.records, 'item') : []}
          hint="The fields of its item template follow."
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
        />
        {slug === '' ? null : (
          <Suspense fallback={<Muted as="p">Loading the form…</Muted>}>
            <NewItemOfferForm slug={slug} />
          </Suspense>
        )}
      </SectionCard>
    </Page>
  )
}
