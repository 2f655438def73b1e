import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { AccountOrder } from '../../../api/records/account-order'
import { PartUnavailable } from '../../../components/layout/part-unavailable'
import { FormFooter } from '../../../components/ui/form-footer'
import { getDraft } from '../../../lib/drafts'
import styles from '../account-orders.module.css'
import { CredentialsField } from './credentials-field'
import { credentialsDraftKey, CredentialsIntro } from './credentials-intro'

interface CredentialsSectionProps {
  accountOrderId: number
  order: AccountOrder
}

/** In place of the editor when its code could not download: the masked credentials, and a reload offered. */
function EditorUnavailable({ order }: CredentialsSectionProps) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <CredentialsStandIn order={order} text={order.credentials ?? ''} revealed={false} />
      <PartUnavailable open={open} onOpenChange={setOpen} />
    </>
  )
}

// The editor and its form library (react-hook-form, the zod resolver) load when the seller reveals the
// credentials, not with the page; a pointer on the form or the focus in it starts the load a moment earlier.
const loadEditor = () => import('./credentials-editor')
const CredentialsEditor = lazy(() =>
  loadEditor().then(
    (module) => ({ default: module.CredentialsEditor }),
    () => ({ default: EditorUnavailable }),
  ),
)
/** Only a head start: if it fails, revealing loads it again and tells the seller. */
const preloadEditor = () => void loadEditor().catch(() => undefined)

/** The order's credentials: masked until revealed, then the editor (an order without any opens with it). */
export function CredentialsSection({ accountOrderId, order }: CredentialsSectionProps) {
  const saved = order.credentials ?? ''
  // Text typed before the session expired opens the editor at once, as an order without credentials does.
  const [draft] = useState(() => getDraft(credentialsDraftKey(accountOrderId)))
  const [opened, setOpened] = useState(saved === '' || (draft !== undefined && draft !== saved))
  // A transition: the masked form stays, its button still pressed and focused, until the editor has arrived.
  const [loading, startLoading] = useTransition()
  const box = useRef<HTMLDivElement>(null)
  const refocus = useRef(false)

  useEffect(() => {
    // The editor's own "Reveal credentials" takes the focus the stand-in's had, rather than leaving it on the page.
    if (opened && refocus.current && document.activeElement === document.body) {
      box.current?.querySelector<HTMLElement>('button[aria-pressed]')?.focus()
    }
    refocus.current = false
  }, [opened])

  const open = () => {
    refocus.current = box.current?.contains(document.activeElement) ?? false
    startLoading(() => setOpened(true))
  }
  return (
    <div ref={box}>
      <Suspense fallback={<CredentialsStandIn order={order} text={draft ?? saved} revealed loading />}>
        {opened ? (
          <CredentialsEditor accountOrderId={accountOrderId} order={order} initiallyRevealed />
        ) : (
          <CredentialsStandIn order={order} text={saved} revealed={false} loading={loading} onReveal={open} />
        )}
      </Suspense>
    </div>
  )
}

interface CredentialsStandInProps {
  order: AccountOrder
  /** What the counter counts and the (disabled) field shows once revealed. */
  text: string
  revealed: boolean
  onReveal?: () => void
  /** The editor is on its way (once revealed, the field is shown but cannot be typed into yet). */
  loading?: boolean
}

/**
 * The editor as it looks before anything is changed, drawn without the form library, so the page does not
 * shift when the editor takes its place. Revealed while the editor loads, its field is disabled: nothing can be
 * typed that the editor would not have.
 */
function CredentialsStandIn({ order, text, revealed, onReveal, loading = false }: CredentialsStandInProps) {
  const registration: UseFormRegisterReturn<'credentials'> = {
    name: 'credentials',
    disabled: true,
    ref: (element: HTMLTextAreaElement | null) => {
      if (element) element.value = text
    },
    onChange: () => Promise.resolve(),
    onBlur: () => Promise.resolve(),
  }
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="credentials-title"
      aria-busy={loading}
      onSubmit={(event) => event.preventDefault()}
      onPointerEnter={preloadEditor}
      onFocus={preloadEditor}
    >
      <CredentialsIntro order={order} />
      <CredentialsField
        registration={registration}
        revealed={revealed}
        onRevealedChange={() => onReveal?.()}
        value={text}
        error={undefined}
      />
      <FormFooter
        submit="Save credentials"
        pending={false}
        waitSeconds={0}
        disabled
        status={{ pending: '', wait: () => '', idle: loading ? 'Loading the editor…' : '' }}
      />
    </form>
  )
}
