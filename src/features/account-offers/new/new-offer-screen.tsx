import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { gamesFor } from '../../../api/offer-templates'
import { GamePicker } from '../../../components/offer-template/game-picker'
import { ErrorState } from '../../../components/ui/error-state'
import { PageLoading } from '../../../components/ui/page-loading'
import { Muted } from '../../../components/ui/text'
import { gamesQuery, templateQuery } from './new-offer-queries'

// The form and its form library load once a game is chosen: the page's first visit is the game picker.
const NewOfferForm = lazy(() => import('./new-offer-form').then((m) => ({ default: m.NewOfferForm })))

/** Choose a game, then fill in the form its template draws. */
export function NewOfferScreen() {
  const games = useQuery(gamesQuery())
  const choices = useMemo(() => gamesFor(games.data?.records ?? [], 'account'), [games.data])
  const [game, setGame] = useState('')
  const template = useQuery({ ...templateQuery(game), enabled: game !== '' })

  return (
    <>
      {games.isPending ? (
        <PageLoading label="Loading the games…" />
      ) : games.isError ? (
        <ErrorState error={games.error} title="Could not load the games" onRetry={() => void games.refetch()} />
      ) : (
        <GamePicker
          games={choices}
          value={game}
          onChange={(event) => setGame(event.target.value)}
          hint={choices.length === 0 ? 'No game sells accounts on this marketplace.' : 'Its template decides the form’s fields.'}
        />
      )}
      {game === '' ? null : template.isPending ? (
        <PageLoading label="Loading the game’s template…" />
      ) : template.isError ? (
        <ErrorState error={template.error} title="Could not load the game’s template" onRetry={() => void template.refetch()} />
      ) : (
        <>
          {template.data.unreadable.length > 0 ? (
            <Muted as="p">Some of the template’s fields could not be read ({template.data.unreadable.join(', ')}); the marketplace may ask for them.</Muted>
          ) : null}
          <Suspense fallback={<PageLoading label="Loading the form…" />}>
            <NewOfferForm key={game} game={game} template={template.data} />
          </Suspense>
        </>
      )}
    </>
  )
}
