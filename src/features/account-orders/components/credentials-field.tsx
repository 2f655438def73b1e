import type { UseFormRegisterReturn } from 'react-hook-form'
import { CREDENTIALS_MAX_LENGTH } from '../../../api/limits'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Muted } from '../../../components/ui/text'
import { Textarea } from '../../../components/ui/textarea'
import styles from '../account-orders.module.css'

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
        <Textarea
          className={styles.secret}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          {...registration}
        />
      ) : (
        <p className={styles.mask}>
          {value === '' ? (
            <Muted>No credentials yet. Press “Reveal credentials” to enter them.</Muted>
          ) : (
            <>
              <span aria-hidden="true">••••••••••••</span>
              <span className="visually-hidden">Hidden. Press “Reveal credentials” to see and edit them.</span>
            </>
          )}
        </p>
      )}
    </Field>
  )
}
