import type { AccountOrder } from '../../../api/records/account-order'
import { Alert } from '../../../components/ui/alert'
import { Muted } from '../../../components/ui/text'
import { UnreadableValue } from '../../../components/ui/unreadable-value'

/** Where the unsaved text of an order's credentials is kept (lib/drafts), by the editor and by what loads it. */
export const credentialsDraftKey = (accountOrderId: number) => `credentials:${accountOrderId}`

/** The credentials form's heading and what it is for; the editor and its stand-in both start with it. */
export function CredentialsIntro({ order }: { order: AccountOrder }) {
  return (
    <>
      <div>
        <h2 id="credentials-title">Delivered account login</h2>
        <Muted as="p">
          What the buyer received to log in. Fix it here when it was wrong; the buyer sees the new version at once.
        </Muted>
      </div>
      {'credentials' in order.unreadable ? (
        <Alert tone="info">
          The saved credentials could not be read: <UnreadableValue raw={undefined} secret />. What you save here
          replaces them.
        </Alert>
      ) : null}
    </>
  )
}
