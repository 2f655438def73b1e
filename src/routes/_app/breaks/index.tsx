import { createFileRoute } from '@tanstack/react-router'
import { ListPending } from '../../../components/list/table-skeleton'
import { BreaksPage } from '../../../features/breaks/list/breaks-page'
import { breakQueries } from '../../../features/breaks/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/breaks/')({
  ...listRoute(breakQueries.list),
  pendingComponent: () => <ListPending title="Breaks" columns={5} />,
  component: BreaksPage,
})
