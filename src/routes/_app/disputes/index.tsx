import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { DisputesPage } from '../../../features/disputes/list/disputes-page'
import { disputeQueries, showsWaitingFirst } from '../../../features/disputes/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/disputes/')({
  ...listRoute(disputeQueries.list, (search) => (showsWaitingFirst(search) ? [disputeQueries.waiting()] : [])),
  beforeLoad: (options) => openDefaultView(disputeQueries.list.list, options),
  pendingComponent: () => <ListPending title="Disputes" columns={8} />,
  component: DisputesPage,
})
