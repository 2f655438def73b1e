import { FormFooter } from '../ui/form-footer'

const NAMES: Record<string, string> = { min_quantity: 'minimum', item_data: 'item details', currency_data: 'currency details' }

/** The last row of an offer's change form: Save, what is unsaved, and how long the offer's write limit asks to wait. */
export function OfferFormFooter({ pending, waitSeconds, changed }: { pending: boolean; waitSeconds: number; changed: readonly string[] }) {
  return (
    <FormFooter
      submit="Save changes"
      pending={pending}
      waitSeconds={waitSeconds}
      disabled={changed.length === 0}
      status={{
        pending: 'Saving…',
        wait: (seconds) => `The offer can change again in ${seconds} s.`,
        idle: changed.length > 0 ? `Unsaved: ${changed.map((field) => NAMES[field] ?? field).join(', ')}` : '',
      }}
    />
  )
}
