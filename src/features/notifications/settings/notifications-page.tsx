import { Page } from '../../../components/ui/layout'
import { Muted } from '../../../components/ui/text'
import { useRelayConnected } from '../connection'
import { Deliveries } from './deliveries'
import { DeviceSection } from './device-section'
import { RelayConnection } from './relay-connection'

/** The relay: connecting this tab, notices on this device, and what the relay delivered. */
export function NotificationsPage() {
  const connected = useRelayConnected()
  return (
    <Page aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      <Muted as="p">
        Your relay receives the marketplace’s events the moment they happen, keeps them, and tells this dashboard and
        your devices, even with the dashboard closed.
      </Muted>
      <RelayConnection connected={connected} />
      {connected ? (
        <>
          <DeviceSection />
          <Deliveries />
        </>
      ) : null}
    </Page>
  )
}
