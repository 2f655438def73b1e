import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AccountOffer } from '../../../api/records/account-offer'
import { Button } from '../../../components/ui/button'
import { Cluster } from '../../../components/ui/layout'
import { describeError } from '../../../lib/error-message'
import { recordLink } from '../../../lib/record-link'
import { offersTitled } from './import-queries'
import type { ImportRow } from './import-rows'

type Found = { kind: 'checking' } | { kind: 'found'; offers: AccountOffer[] } | { kind: 'failed'; error: unknown }

interface CheckRowProps {
  row: ImportRow
  game: string
  busy: boolean
  onCreated: (offerId: number) => void
  onSendAgain: () => void
}

/**
 * A row whose answer never came: "Check" looks for offers of this title among the seller's offers; the seller then
 * says it was created (as which offer) or sends it again. Nothing goes on its own.
 */
export function CheckRow({ row, game, busy, onCreated, onSendAgain }: CheckRowProps) {
  const [found, setFound] = useState<Found | null>(null)
  const check = () => {
    setFound({ kind: 'checking' })
    offersTitled(row.title, game).then(
      (offers) => setFound({ kind: 'found', offers }),
      (error: unknown) => setFound({ kind: 'failed', error }),
    )
  }
  return (
    <div role="group" aria-label={`Check row ${row.number}`}>
      <p>May have been created: no answer came.</p>
      {found?.kind === 'found' ? (
        <p role="status">
          {found.offers.length === 0 ? 'No offer has this title.' : `${found.offers.length === 1 ? 'One offer has' : `${found.offers.length} offers have`} this title.`}
        </p>
      ) : found?.kind === 'failed' ? (
        <p role="alert">Could not search the offers: {describeError(found.error).detail}</p>
      ) : null}
      <Cluster as="div">
        {found?.kind === 'found'
          ? found.offers.map((offer) => (
              <span key={offer.id}>
                <Link {...recordLink('account-offer', offer.id)}>Offer {offer.id}</Link>{' '}
                <Button size="sm" disabled={busy} onClick={() => onCreated(offer.id)}>
                  Row {row.number} is offer {offer.id}
                </Button>
              </span>
            ))
          : null}
        <Button size="sm" disabled={found?.kind === 'checking'} onClick={check}>
          {found?.kind === 'checking' ? 'Checking…' : `Check row ${row.number}`}
        </Button>
        {found?.kind === 'found' ? (
          <Button size="sm" disabled={busy} onClick={onSendAgain}>
            Send row {row.number} again
          </Button>
        ) : null}
      </Cluster>
    </div>
  )
}
