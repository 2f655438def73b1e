import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { breakQueries } from '../queries'
import { BREAK_COLUMNS, breakLink } from './breaks-columns'

const TEXTS: ListTexts = {
  names: { title: 'Breaks', one: 'break', many: 'breaks' },
  empty: { title: 'No breaks yet', text: 'Take a break from the shop menu at the top of the page; it is listed here.' },
  lookupHint: 'Take a break from the shop menu at the top of the page.',
}

/** The seller's breaks, the latest first; the one on now says so. */
export function BreaksPage() {
  return <ListPage query={breakQueries.list} texts={TEXTS} columns={BREAK_COLUMNS} link={breakLink} />
}
