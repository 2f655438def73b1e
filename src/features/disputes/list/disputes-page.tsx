import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { hasFilters } from '../../../lib/list-search'
import { WaitingDisputes } from '../components/waiting-disputes'
import { disputeQueries, type DisputesSearch } from '../queries'
import { caseLink, DISPUTE_COLUMNS } from './disputes-columns'

const TEXTS: ListTexts = {
  names: { title: 'Disputes', one: 'case', many: 'cases' },
  empty: { title: 'No disputes', text: 'When a buyer opens a dispute on one of your orders, its case appears here.' },
  lookupHint: "You can still open a dispute from its order: its case and the way to accept are on the order's page.",
}

/**
 * The unfiltered view opens with the cases waiting for the seller, soonest deadline first: the API cannot sort
 * by deadline or put one status first, so they come above the table.
 */
function waitingFirst(search: DisputesSearch) {
  const defaultView = !hasFilters(disputeQueries.list.list, search) && search.page === 1
  return defaultView ? <WaitingDisputes limit={10} /> : null
}

/** Every dispute case, newest first. */
export function DisputesPage() {
  return (
    <ListPage query={disputeQueries.list} texts={TEXTS} columns={DISPUTE_COLUMNS} link={caseLink} intro={waitingFirst} />
  )
}
