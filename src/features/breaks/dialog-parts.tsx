import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { DialogClose } from '../../components/ui/dialog'
import { FormFooter } from '../../components/ui/form-footer'
import { RequestId } from '../../components/ui/request-id'
import { describeError } from '../../lib/error-message'
import { isNotAvailable } from '../../lib/not-available'

/** The marketplace's site, where a seller can do what this server does not let the dashboard do. */
export const MARKETPLACE_SITE = 'https://gameboost.com'

/** A refused start or end of a break, in the server's words; a server without the endpoint is said plainly. */
export function BreakRefusal({ error, heading, site }: { error: unknown; heading: string; site: string }) {
  const { title, detail, requestId } = describeError(error)
  return (
    <Alert tone="error" role="alert" title={heading}>
      {isNotAvailable(error) ? (
        <p>This server does not let the dashboard do this ({title}).</p>
      ) : (
        <p>
          {title}: {detail}
        </p>
      )}
      <p>
        You can {site} on the marketplace’s site:{' '}
        <a href={MARKETPLACE_SITE} target="_blank" rel="noopener noreferrer">
          {MARKETPLACE_SITE.replace(/^https:\/\//, '')}
        </a>
        .
      </p>
      <RequestId id={requestId} />
    </Alert>
  )
}

/** A break dialog's last row: Cancel, and its one write, held while an earlier answer is still unknown. */
export function BreakDialogFooter({ submit, pending, held }: { submit: string; pending: boolean; held: boolean }) {
  return (
    <FormFooter submit={submit} pending={pending} waitSeconds={0} disabled={held} status={{ pending: 'Sending…', wait: () => '' }} align="end">
      <DialogClose asChild>
        <Button>Cancel</Button>
      </DialogClose>
    </FormFooter>
  )
}
