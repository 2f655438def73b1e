import { useState, type FormEvent, type ReactNode } from 'react'
import storeIcon from 'lucide/dist/esm/icons/store.mjs'
import { MAX_SHOP_NAME } from '../../lib/shop-store'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Card, CardContent } from '../ui/card'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { DemoBadge } from './demo-badge'
import styles from './sign-in.module.css'
import { Icon } from '../ui/icon'

/** Why a pasted token is not usable, or null when it is. */
export function tokenError(token: string): string | null {
  if (token === '') return 'Enter your API token.'
  if (!/^[\x21-\x7E]+$/.test(token)) {
    return 'An API token has no spaces and only letters, digits and symbols. Paste it again.'
  }
  return null
}

interface SignInPageProps {
  /** Keeps the token for this tab, under the shop's name, and opens the page the seller came for. */
  onSignIn: (token: string, shopName: string) => void
  expired: boolean
  /** The names of the shops this tab is signed in to: a new shop needs a name of its own. */
  otherShops?: readonly string[]
  /** The name of the shop whose session ended, to sign in to it again. */
  shopName?: string
  /** Signing in to one more shop, while signed in to others. */
  adding?: boolean
  /** Under the form: the way back to the shops the tab is signed in to. */
  others?: ReactNode
}

/** Why a shop name typed at sign-in is not usable, or null. `taken`: the names of the tab's other shops. */
function shopNameError(name: string, taken: readonly string[]): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return taken.length > 0 ? 'Name this shop, to tell it apart from your other shops.' : null
  if ([...trimmed].length > MAX_SHOP_NAME) return `A shop name has at most ${MAX_SHOP_NAME} characters.`
  const lower = trimmed.toLowerCase()
  if (taken.some((other) => other.toLowerCase() === lower)) return `A shop named “${trimmed}” is already signed in here.`
  return null
}

/** A plain form: it is the first page most sellers load, so it stays free of a form library. */
export function SignInPage({ onSignIn, expired, otherShops = [], shopName = '', adding = false, others }: SignInPageProps) {
  const [value, setValue] = useState(() => (import.meta.env.VITE_DEMO === 'true' && !adding ? 'demo' : ''))
  const [name, setName] = useState(shopName)
  const [error, setError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const token = value.trim()
    const problem = tokenError(token)
    const nameProblem = shopNameError(name, otherShops)
    setError(problem)
    setNameError(nameProblem)
    if (problem || nameProblem) {
      document.getElementById(problem ? 'api-token' : 'shop-name')?.focus()
      return
    }
    onSignIn(token, name.trim())
  }

  const hint =
    import.meta.env.VITE_DEMO !== 'true'
      ? 'Create a token in your seller account settings.'
      : adding
        ? 'The demo accepts “demo-second” for a second shop with other data.'
        : 'The demo accepts the token “demo”.'
  return (
    <main className={styles.page} id="main">
      <Card className={styles.card} aria-labelledby="sign-in-title">
        <CardContent className={styles.body}>
          <h1 id="sign-in-title" className={styles.title}>
            <Icon node={storeIcon} className={styles.icon} />
            {adding ? 'Add a shop' : 'Seller Dashboard'} {import.meta.env.VITE_DEMO === 'true' ? <DemoBadge /> : null}
          </h1>
          <p>
            {adding ? 'Add another shop: paste the API token of its seller account. ' : 'Paste the API token of your seller account. '}
            It is kept in this browser tab only and sent to the API alone.
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
            <Field
              id="shop-name"
              label={otherShops.length > 0 ? 'Shop name' : 'Shop name (optional)'}
              hint={nameError ? undefined : 'Tells your shops apart when you sign in to more than one.'}
              error={nameError}
            >
              <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={MAX_SHOP_NAME} autoComplete="off" />
            </Field>
            <Button type="submit" variant="primary" className={styles.submit}>
              {adding ? 'Add shop' : 'Sign in'}
            </Button>
            {others}
          </form>
        </CardContent>
      </Card>
    </main>
  )
}
