import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { WaitingDisputes } from '../components/waiting-disputes'
import { disputeQueries, showsWaitingFirst, type DisputesSearch } from '../queries'
import { caseLink, DISPUTE_COLUMNS } from './disputes-columns'

const TEXTS: ListTexts = {
  names: { title: 'Disputes', one: 'case', many: 'cases' },
  empty: { title: 'No disputes', text: 'When a buyer opens a dispute on one of your orders, its case appears here.' },
  lookupHint: "You can still open a dispute from its order: its case and the way to accept are on the order's page.",
}

/** The waiting cases come with the page (the route loads them alongside the rows), so they take only their room. */
function waitingFirst(search: DisputesSearch) {
  return showsWaitingFirst(search) ? <WaitingDisputes limit={10} reserve="loading" /> : null
}

/** Every dispute case, newest first. */
export function DisputesPage() {
  return (
    <ListPage query={disputeQueries.list} texts={TEXTS} columns={DISPUTE_COLUMNS} link={caseLink} intro={waitingFirst} />
  )
}
