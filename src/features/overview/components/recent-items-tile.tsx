import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { readRecentItems, type RecentItem, type RecentKind } from '../../../lib/recent-items'
import { recordLink } from '../../../lib/record-link'
import { Tile, TileList } from '../../../components/tile/tile'
import { Muted } from '../../../components/ui/text'

const NAMES: Record<RecentKind, string> = {
  'account-order': 'Account order',
  'gift-card-order': 'Gift card order',
  'competing-offers': 'Competing offers of offer',
  dispute: 'Dispute case',
  'currency-offer': 'Currency offer',
  'currency-order': 'Currency order',
  'item-order': 'Item order',
  'item-offer': 'Item offer',
  'gift-card-offer': 'Gift card offer',
  'account-offer': 'Account offer',
}

function label(item: RecentItem): ReactNode {
  return (
    <>
      {NAMES[item.kind]} {item.id}
      {item.title ? <Muted>, {item.title}</Muted> : null}
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
          <Muted as="p">Orders, offers and cases you open in this browser are listed here.</Muted>
        ) : (
          <TileList>
            {recent.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <Link {...recordLink(item.kind, item.id)}>{label(item)}</Link>
              </li>
            ))}
          </TileList>
        )
      }
    </Tile>
  )
}
