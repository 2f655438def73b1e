import { queryOptions, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { gamesFor, getGames } from '../../../api/offer-templates'
import styles from '../../../components/offer/offer.module.css'
import { GamePicker } from '../../../components/offer-template/game-picker'
import { ErrorState } from '../../../components/ui/error-state'
import { BackLink } from '../../../components/ui/back-link'
import { Page } from '../../../components/ui/layout'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'

/* The form, with the form library and the template kit, loads once a game is chosen: the first screen is the choice. */
const NewCurrencyOfferForm = lazy(() => import('./new-currency-offer-form').then((m) => ({ default: m.NewCurrencyOfferForm })))

const games = queryOptions({ queryKey: ['games'], queryFn: ({ signal }) => getGames({ signal }), staleTime: Infinity })

/** A new currency offer: the game first, then the fields of its template. */
export function NewCurrencyOfferPage() {
  const gameList = useQuery(games)
  const [slug, setSlug] = useState('')
  return (
    <Page aria-labelledby="new-currency-offer-title">
      <BackLink link={{ to: '/currency-offers' }} label="Back to currency offers" />
      <h1 id="new-currency-offer-title">New currency offer</h1>
      <SectionCard title="The offer" contentClassName={styles.stack}>
        {gameList.isError ? <ErrorState error={gameList.error} title="Could not load the games" onRetry={() => void gameList.refetch()} /> : null}
        <GamePicker
          games={gameList.data ? gamesFor(gameList.data.records, 'currency') : []}
          hint="The fields of its currency template follow."
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
        />
        {slug === '' ? null : (
          <Suspense fallback={<Muted as="p">Loading the form…</Muted>}>
            <NewCurrencyOfferForm slug={slug} />
          </Suspense>
        )}
      </SectionCard>
    </Page>
  )
}
