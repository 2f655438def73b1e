import { orderDisputeList } from '../../../api/lists'
import { ListPage } from '../../../components/list/list-page'
import { hasFilters } from '../../../lib/list-search'
import { getRouteApi } from '@tanstack/react-router'
import { WaitingDisputes } from '../components/waiting-disputes'
import { disputeQueries } from '../queries'
import { caseLink, DISPUTE_COLUMNS } from './disputes-columns'

const NAMES = { title: 'Disputes', one: 'case', many: 'cases' }
const EMPTY = { title: 'No disputes', text: 'When a buyer opens a dispute on one of your orders, its case appears here.' }
const listRoute = getRouteApi('/_app/disputes/')

/**
 * Every dispute case, newest first. The unfiltered view opens with the cases waiting for the seller, soonest
 * deadline first: the API cannot sort by deadline or put one status first, so they come above the table.
 */
export function DisputesPage() {
  const search = listRoute.useSearch()
  const defaultView = !hasFilters(orderDisputeList, search) && search.page === 1
  return (
    <ListPage
      routeId="/_app/disputes/"
      list={orderDisputeList}
      query={disputeQueries.list}
      names={NAMES}
      empty={EMPTY}
      lookupHint="You can still open a dispute from its order: its case and the way to accept are on the order's page."
      columns={DISPUTE_COLUMNS}
      link={caseLink}
      intro={defaultView ? <WaitingDisputes limit={10} /> : null}
    />
  )
}
