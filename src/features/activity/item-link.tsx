import { Link } from '@tanstack/react-router'
import { Muted } from '../../components/ui/text'
import type { ActivityEntry } from '../../lib/activity-log'

/** The item an entry is about, linked to its page where the dashboard has one. */
export function ItemLink({ itemType, itemId }: Pick<ActivityEntry, 'itemType' | 'itemId'>) {
  if (!itemType || !itemId) return <Muted>—</Muted>
  switch (itemType) {
    case 'account-order':
      return (
        <Link to="/account-orders/$accountOrderId" params={{ accountOrderId: itemId }}>
          Account order {itemId}
        </Link>
      )
    case 'gift-card-order':
      return (
        <Link to="/gift-card-orders/$giftCardOrderId" params={{ giftCardOrderId: itemId }}>
          Gift card order {itemId}
        </Link>
      )
    case 'currency-offer':
      return (
        <Link to="/currency-offers/$currencyOfferId/other-offers" params={{ currencyOfferId: itemId }}>
          Currency offer {itemId}
        </Link>
      )
    case 'dispute-case':
      // No page reads a dispute case yet: the case is shown by its order.
      return <span>Dispute case {itemId}</span>
    default:
      return (
        <span>
          {itemType} {itemId}
        </span>
      )
  }
}
