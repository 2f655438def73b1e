import { Link, type LinkOptions } from '@tanstack/react-router'
import { BackLink } from '../ui/back-link'
import { ErrorState } from '../ui/error-state'
import { Cluster, Page } from '../ui/layout'
import { PageLoading } from '../ui/page-loading'
import { StatusBadge } from '../ui/status-badge'
import { UnreadableNote } from '../ui/unreadable-value'

export const OFFER_TITLE_ID = 'offer-title'

/** An offer's page until the offer is read: its name, and the loading or the failure with Retry. */
export function OfferNotLoaded({ title, error, onRetry }: { title: string; error: Error | null; onRetry: () => void }) {
  return (
    <Page aria-labelledby={OFFER_TITLE_ID}>
      <h1 id={OFFER_TITLE_ID}>{title}</h1>
      {error ? <ErrorState error={error} title="Could not load the offer" onRetry={onRetry} /> : <PageLoading label="Loading the offer…" />}
    </Page>
  )
}

interface OfferHeaderProps {
  /** The list the offer belongs to, and its name: "Back to currency offers". */
  back: { link: LinkOptions; label: string }
  title: string
  status: string | null
  unreadable: number
  /** The offer's other pages: its orders, the competing offers. */
  links?: { link: LinkOptions; label: string }[]
}

/** The top of an offer's page: back to its list, its title with its status, the note of fields not read, its other pages. */
export function OfferHeader({ back, title, status, unreadable, links }: OfferHeaderProps) {
  return (
    <>
      <BackLink {...back} />
      <Cluster as="div" spread>
        <h1 id={OFFER_TITLE_ID}>{title}</h1>
        <StatusBadge status={status} />
      </Cluster>
      <UnreadableNote fields={unreadable} />
      {links && (
        <nav aria-label="About this offer">
          <Cluster>
            {links.map(({ link, label }) => (
              <li key={label}>
                <Link {...link}>{label}</Link>
              </li>
            ))}
          </Cluster>
        </nav>
      )}
    </>
  )
}
