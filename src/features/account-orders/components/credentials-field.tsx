import type { UseFormRegisterReturn } from 'react-hook-form'
import { CREDENTIALS_MAX_LENGTH } from '../../../api/limits'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Muted } from '../../../components/ui/text'
import { SecretMask, SecretTextarea } from '../../../components/ui/secret-text'

interface CredentialsFieldProps {
  registration: UseFormRegisterReturn<'credentials'>
  revealed: boolean
  onRevealedChange: (revealed: boolean) => void
  value: string
  error: string | undefined
}

/**
 * The buyer's login. Until "Reveal credentials" is pressed, only a mask is rendered: the value is not in
 * the page at all. The draft lives in the form's state, so hiding again loses nothing.
 */
export function CredentialsField({ registration, revealed, onRevealedChange, value, error }: CredentialsFieldProps) {
  return (
    <Field
      id="credentials"
      label="Credentials"
      noControl={!revealed}
      action={
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={revealed}
          aria-controls={revealed ? 'credentials' : undefined}
          onClick={() => onRevealedChange(!revealed)}
        >
          Reveal credentials
        </Button>
      }
      counter={{ value, max: CREDENTIALS_MAX_LENGTH }}
      error={error}
      hint={error ? undefined : 'Plain text; line breaks are kept. The buyer sees exactly what you save.'}
    >
      {revealed ? (
        <SecretTextarea rows={6} {...registration} />
      ) : (
        <SecretMask masked={value !== ''}>
          {value === '' ? (
            <Muted>No credentials yet. Press “Reveal credentials” to enter them.</Muted>
          ) : (
            'Hidden. Press “Reveal credentials” to see and edit them.'
          )}
        </SecretMask>
      )}
    </Field>
  )
}
