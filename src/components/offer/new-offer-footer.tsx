import type { WriteCheckState } from '../../lib/write-check'
import { FormFooter } from '../ui/form-footer'
import { UncertainWrite } from '../ui/uncertain-write'
import { WriteRefusal } from '../ui/write-refusal'

interface NewOfferFooterProps {
  /** The refusal of the last POST, shown in the server's words. */
  failure: unknown
  /** After a POST whose outcome is unknown: "may have been created", with Check now. */
  check: { state: WriteCheckState | null; run: () => void; applied: string }
  pending: boolean
  /** The game's template is in: the form can be sent. */
  ready: boolean
}

/** The end of a new offer's form: a refusal, an unknown outcome with Check now, and Create. Nothing is sent again on its own. */
export function NewOfferFooter({ failure, check, pending, ready }: NewOfferFooterProps) {
  return (
    <>
      {failure ? <WriteRefusal error={failure} heading="The offer was not created. Your values are kept." /> : null}
      {check.state ? (
        <UncertainWrite
          state={check.state}
          onCheck={check.run}
          outcomes={{ applied: check.applied, unknown: 'Your offers could not be read, so it is not known whether the offer was created.' }}
          title="The offer may or may not have been created."
        />
      ) : null}
      <FormFooter
        submit="Create offer"
        pending={pending}
        waitSeconds={0}
        disabled={!ready}
        status={{ pending: 'Creating…', wait: () => '', idle: 'It is created as a draft: list it from its page.' }}
      />
    </>
  )
}
