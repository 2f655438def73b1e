import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useState } from 'react'
import { gamesFor } from '../../../api/offer-templates'
import { GamePicker } from '../../../components/offer-template/game-picker'
import { ErrorState } from '../../../components/ui/error-state'
import { Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { importQueries } from './import-queries'

/* The template, the table's checks and the run load once a game is chosen: the first screen is the choice. */
const ImportSteps = lazy(() => import('./import-steps').then((m) => ({ default: m.ImportSteps })))

/**
 * The bulk lister: a game, then a CSV file or a pasted table checked row by row in the browser, then the offers
 * created one at a time. What became of each row is kept by the row's hash, so a reload loses nothing.
 */
export function ImportPage() {
  const queryClient = useQueryClient()
  const games = useQuery(importQueries.games())
  const [game, setGame] = useState('')
  const [busy, setBusy] = useState(false)
  const name = games.data?.records.find((each) => each.slug === game)?.name ?? game
  // One object while the game stays: the steps' checked table depends on it.
  const target = useMemo(() => ({ slug: game, name }), [game, name])
  const choose = (slug: string) => {
    setGame(slug)
    // The template's request leaves with the steps' code, not after it.
    if (slug !== '') void queryClient.prefetchQuery(importQueries.template(slug))
  }

  return (
    <Page aria-labelledby="import-title">
      <h1 id="import-title">Import account offers</h1>
      <Muted as="p">
        Create many offers from a spreadsheet: choose the game, pick its CSV file, see which rows fail and why, then
        start. Offers are created one at a time; a reload or a closed tab loses nothing. Credentials stay on this page
        only. <Link to="/account-offers">Back to the account offers</Link>
      </Muted>
      <SectionCard title="Game">
        {games.isError ? (
          <ErrorState title="Could not load the games" error={games.error} onRetry={() => void games.refetch()} />
        ) : !games.data ? (
          <PageLoading label="Loading the games…" />
        ) : (
          <GamePicker games={gamesFor(games.data.records, 'account')} value={game} disabled={busy} onChange={(event) => choose(event.target.value)} />
        )}
      </SectionCard>
      {game === '' ? null : (
        <Suspense fallback={<PageLoading label="Loading the game’s template…" />}>
          <ImportSteps game={target} onBusyChange={setBusy} />
        </Suspense>
      )}
    </Page>
  )
}
