import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { setToken } from '../../lib/session'
import { DemoBadge, isDemo } from './demo-badge'

const signInSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'Enter your API token.')
    .regex(/^[\x21-\x7E]+$/, 'An API token has no spaces and only letters, digits and symbols. Paste it again.'),
})

interface SignInPageProps {
  redirectTo: string
  expired: boolean
}

export function SignInPage({ redirectTo, expired }: SignInPageProps) {
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { token: isDemo() ? 'demo' : '' },
  })

  useEffect(() => setFocus('token'), [setFocus])

  const onSubmit = handleSubmit(({ token }) => {
    setToken(token)
    void navigate({ href: redirectTo, replace: true })
  })

  return (
    <main className="sign-in" id="main">
      <div className="sign-in__card">
        <h1>
          Seller Dashboard <DemoBadge />
        </h1>
        <p>Paste the API token of your seller account. It is kept in this browser tab only and sent to the API alone.</p>
        {expired ? (
          <p className="alert alert--warning" role="alert">
            Your session ended or the token was not accepted. Sign in again to continue where you were.
          </p>
        ) : null}
        {/* method="post": even without scripts, the token never goes into the address bar. */}
        <form method="post" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="api-token">API token</label>
            <input
              id="api-token"
              type="password"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.token ? true : undefined}
              aria-describedby={errors.token ? 'api-token-error' : 'api-token-hint'}
              {...register('token')}
            />
            {errors.token ? (
              <p id="api-token-error" className="field__error">
                {errors.token.message}
              </p>
            ) : (
              <p id="api-token-hint" className="field__hint">
                {isDemo() ? 'The demo accepts the token “demo”.' : 'Create a token in your seller account settings.'}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary">
            Sign in
          </button>
        </form>
      </div>
    </main>
  )
}
