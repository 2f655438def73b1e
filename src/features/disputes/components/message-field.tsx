import type { UseFormRegisterReturn } from 'react-hook-form'
import { DISPUTE_MESSAGE_MAX_LENGTH } from '../../../api/schemas'
import { CharacterCount } from '../../../components/ui/character-count'

interface MessageFieldProps {
  registration: UseFormRegisterReturn<'message'>
  length: number
  error: string | undefined
}

const FIELD_ID = 'dispute-message'

/** The optional message to the buyer; nothing typed is ever cut, too long only blocks sending. */
export function MessageField({ registration, length, error }: MessageFieldProps) {
  return (
    <div className="field">
      <label htmlFor={FIELD_ID}>Message to buyer</label>
      <textarea
        id={FIELD_ID}
        className="dispute-dialog__message"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${FIELD_ID}-count ${error ? `${FIELD_ID}-error` : `${FIELD_ID}-hint`}`}
        {...registration}
      />
      <CharacterCount id={`${FIELD_ID}-count`} count={length} max={DISPUTE_MESSAGE_MAX_LENGTH} />
      {error ? (
        <p id={`${FIELD_ID}-error`} className="field__error">
          {error}
        </p>
      ) : (
        <p id={`${FIELD_ID}-hint`} className="field__hint">
          Optional. The buyer sees it with your acceptance.
        </p>
      )}
    </div>
  )
}
