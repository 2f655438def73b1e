import type { UseFormRegisterReturn } from 'react-hook-form'
import { CREDENTIALS_MAX_LENGTH } from '../../../api/schemas'
import { CharacterCount } from '../../../components/ui/character-count'

interface CredentialsFieldProps {
  registration: UseFormRegisterReturn<'credentials'>
  revealed: boolean
  onRevealedChange: (revealed: boolean) => void
  length: number
  isEmpty: boolean
  error: string | undefined
}

const FIELD_ID = 'credentials'

/**
 * The buyer's login. Until "Reveal credentials" is pressed, only a mask is rendered: the value is not in
 * the page at all. The draft lives in the form's state, so hiding again loses nothing.
 */
export function CredentialsField({
  registration,
  revealed,
  onRevealedChange,
  length,
  isEmpty,
  error,
}: CredentialsFieldProps) {
  const describedBy = [`${FIELD_ID}-count`, error ? `${FIELD_ID}-error` : `${FIELD_ID}-hint`].join(' ')
  return (
    <div className="field credentials-field">
      <div className="credentials-field__top">
        {revealed ? (
          <label htmlFor={FIELD_ID}>Credentials</label>
        ) : (
          <span className="credentials-field__label">Credentials</span>
        )}
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={revealed}
          aria-controls={revealed ? FIELD_ID : undefined}
          onClick={() => onRevealedChange(!revealed)}
        >
          Reveal credentials
        </button>
      </div>
      {revealed ? (
        <textarea
          id={FIELD_ID}
          className="credentials-field__input"
          rows={6}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
        />
      ) : (
        <p className="credentials-field__mask">
          {isEmpty ? (
            <span className="muted">No credentials yet. Press “Reveal credentials” to enter them.</span>
          ) : (
            <>
              <span aria-hidden="true">••••••••••••</span>
              <span className="visually-hidden">Hidden. Press “Reveal credentials” to see and edit them.</span>
            </>
          )}
        </p>
      )}
      <CharacterCount id={`${FIELD_ID}-count`} count={length} max={CREDENTIALS_MAX_LENGTH} />
      {error ? (
        <p id={`${FIELD_ID}-error`} className="field__error">
          {error}
        </p>
      ) : (
        <p id={`${FIELD_ID}-hint`} className="field__hint">
          Plain text; line breaks are kept. The buyer sees exactly what you save.
        </p>
      )}
    </div>
  )
}
