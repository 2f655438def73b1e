import { useState, type FormEvent } from 'react'
import Store from 'lucide-react/icons/store'
import { Alert } from '../ui/alert'
import { Card, CardContent } from '../ui/card'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { SubmitButton } from '../ui/submit-button'
import { DemoBadge } from './demo-badge'
import styles from './sign-in.module.css'

/** Why a pasted token is not usable, or null when it is. */
export function tokenError(token: string): string | null {
  if (token === '') return 'Enter your API token.'
  if (!/^[\x21-\x7E]+$/.test(token)) {
    return 'An API token has no spaces and only letters, digits and symbols. Paste it again.'
  }
  return null
}

interface SignInPageProps {
  /** Keeps the token for this tab and opens the page the seller came for. */
  onSignIn: (token: string) => void
  expired: boolean
}

/** A plain form: it is the first page most sellers load, so it stays free of a form library. */
export function SignInPage({ onSignIn, expired }: SignInPageProps) {
  const [value, setValue] = useState(() => (import.meta.env.VITE_DEMO === 'true' ? 'demo' : ''))
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const token = value.trim()
    const problem = tokenError(token)
    setError(problem)
    if (problem) {
      document.getElementById('api-token')?.focus()
      return
    }
    onSignIn(token)
  }

  const hint =
    import.meta.env.VITE_DEMO === 'true' ? 'The demo accepts the token “demo”.' : 'Create a token in your seller account settings.'
  return (
    <main className={styles.page} id="main">
      <Card className={styles.card} aria-labelledby="sign-in-title">
        <CardContent className={styles.body}>
          <h1 id="sign-in-title" className={styles.title}>
            <Store aria-hidden="true" className={styles.icon} />
            Seller Dashboard {import.meta.env.VITE_DEMO === 'true' ? <DemoBadge /> : null}
          </h1>
          <p>
            Paste the API token of your seller account. It is kept in this browser tab only and sent to the API alone.
          </p>
          {expired ? (
            <Alert tone="warning" role="alert">
              Your session ended or the token was not accepted. Sign in again to continue where you were.
            </Alert>
          ) : null}
          {/* method="post": even without scripts, the token never goes into the address bar. */}
          <form method="post" onSubmit={onSubmit} noValidate className={styles.form}>
            <Field id="api-token" label="API token" hint={error ? undefined : hint} error={error}>
              <Input
                type="password"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                autoFocus
              />
            </Field>
            <SubmitButton className={styles.submit}>Sign in</SubmitButton>
          </form>
        </CardContent>
      </Card>
    </main>
  )
}
