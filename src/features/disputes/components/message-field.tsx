import type { UseFormRegisterReturn } from 'react-hook-form'
import { DISPUTE_MESSAGE_MAX_LENGTH } from '../../../api/schemas'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'

interface MessageFieldProps {
  registration: UseFormRegisterReturn<'message'>
  value: string
  error: string | undefined
}

/** The optional message to the buyer; nothing typed is ever cut, too long only blocks sending. */
export function MessageField({ registration, value, error }: MessageFieldProps) {
  return (
    <Field
      id="dispute-message"
      label="Message to buyer"
      counter={{ value, max: DISPUTE_MESSAGE_MAX_LENGTH }}
      error={error}
      hint={error ? undefined : 'Optional. The buyer sees it with your acceptance.'}
    >
      <Textarea rows={4} {...registration} />
    </Field>
  )
}
