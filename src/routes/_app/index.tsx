import { createFileRoute } from '@tanstack/react-router'
import { WaitingDisputes } from '../../features/disputes/components/waiting-disputes'
import { OverviewPage } from '../../features/overview/components/overview-page'

export const Route = createFileRoute('/_app/')({
  component: OverviewRoute,
})

function OverviewRoute() {
  return (
    <OverviewPage>
      <WaitingDisputes />
    </OverviewPage>
  )
}
