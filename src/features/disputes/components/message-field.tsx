import type { Ref } from 'react'
import { DISPUTE_MESSAGE_MAX_LENGTH } from '../../../api/limits'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'

interface MessageFieldProps {
  value: string
  onChange: (value: string) => void
  error: string | null
  ref: Ref<HTMLTextAreaElement>
  /** What the buyer sees it with, and whether it may be left empty. */
  hint?: string
  required?: boolean
}

/** The message to the buyer; nothing typed is ever cut, too long only blocks sending. */
export function MessageField({
  value,
  onChange,
  error,
  ref,
  hint = 'Optional. The buyer sees it with your acceptance.',
  required = false,
}: MessageFieldProps) {
  return (
    <Field
      id="dispute-message"
      label="Message to buyer"
      counter={{ value, max: DISPUTE_MESSAGE_MAX_LENGTH }}
      error={error}
      hint={error ? undefined : hint}
    >
      <Textarea
        rows={4}
        name="message"
        ref={ref}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
