import { Link } from '@tanstack/react-router'
import { Muted } from '../../components/ui/text'
import type { ActivityEntry } from '../../lib/activity-log'
import { parseId } from '../../lib/ids'
import type { RecentKind } from '../../lib/recent-items'
import { recordLink } from '../../lib/record-link'

/** The item types the log names, with the page that shows each. */
const ITEMS: Record<string, { name: string; page: RecentKind }> = {
  'account-order': { name: 'Account order', page: 'account-order' },
  'gift-card-order': { name: 'Gift card order', page: 'gift-card-order' },
  'currency-offer': { name: 'Currency offer', page: 'currency-offer' },
  'currency-order': { name: 'Currency order', page: 'currency-order' },
  'item-order': { name: 'Item order', page: 'item-order' },
  'gift-card-offer': { name: 'Gift card offer', page: 'gift-card-offer' },
  'account-offer': { name: 'Account offer', page: 'account-offer' },
  'dispute-case': { name: 'Dispute case', page: 'dispute' },
}

/** The item an entry is about, linked to its page. The log keeps ids as text: one that is no id is not linked. */
export function ItemLink({ itemType, itemId }: Pick<ActivityEntry, 'itemType' | 'itemId'>) {
  if (!itemType || !itemId) return <Muted>—</Muted>
  const item = ITEMS[itemType]
  const id = parseId(itemId)
  const text = `${item?.name ?? itemType} ${itemId}`
  return item && id !== null ? <Link {...recordLink(item.page, id)}>{text}</Link> : <span>{text}</span>
}
