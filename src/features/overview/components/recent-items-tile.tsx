import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { readRecentItems, type RecentItem, type RecentKind } from '../../../lib/recent-items'
import { Tile } from '../../../components/tile/tile'

const LINKS: Record<RecentKind, (id: string, children: ReactNode) => ReactNode> = {
  'account-order': (accountOrderId, children) => (
    <Link to="/account-orders/$accountOrderId" params={{ accountOrderId }}>
      {children}
    </Link>
  ),
  'gift-card-order': (giftCardOrderId, children) => (
    <Link to="/gift-card-orders/$giftCardOrderId" params={{ giftCardOrderId }}>
      {children}
    </Link>
  ),
  'competing-offers': (currencyOfferId, children) => (
    <Link to="/currency-offers/$currencyOfferId/other-offers" params={{ currencyOfferId }}>
      {children}
    </Link>
  ),
  dispute: (disputeId, children) => (
    <Link to="/disputes/$disputeId" params={{ disputeId }}>
      {children}
    </Link>
  ),
}

const NAMES: Record<RecentKind, string> = {
  'account-order': 'Account order',
  'gift-card-order': 'Gift card order',
  'competing-offers': 'Competing offers of offer',
  dispute: 'Dispute case',
}

function label(item: RecentItem): ReactNode {
  return (
    <>
      {NAMES[item.kind]} {item.id}
      {item.title ? <span className="muted">, {item.title}</span> : null}
    </>
  )
}

/** What the seller opened lately in this browser: ids and titles only, never secrets. */
export function RecentItemsTile() {
  // Read once per visit of the overview: what is opened elsewhere shows the next time.
  const [items] = useState(readRecentItems)
  return (
    <Tile title="Recently opened" query={{ data: items, error: null, refetch: () => undefined }}>
      {(recent) =>
        recent.length === 0 ? (
          <p className="muted">Orders, offers and cases you open in this browser are listed here.</p>
        ) : (
          <ul className="tile-list">
            {recent.map((item) => (
              <li key={`${item.kind}:${item.id}`}>{LINKS[item.kind](item.id, label(item))}</li>
            ))}
          </ul>
        )
      }
    </Tile>
  )
}
