import { Link, Outlet, useNavigate } from '@tanstack/react-router'
import { DemoBadge } from './demo-badge'
import { LookupForm } from './lookup-form'
import { OfflineNotice } from './offline-notice'
import { RateLimitIndicator, type RateLimitIndicatorProps } from './rate-limit-indicator'

interface AppLayoutProps {
  onSignOut?: () => void
  /** The API's rate limit, as last read. */
  rateLimit?: RateLimitIndicatorProps | null
}

export function AppLayout({ onSignOut, rateLimit }: AppLayoutProps) {
  const navigate = useNavigate()

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__brand">
          <Link to="/" className="brand">
            Seller Dashboard
          </Link>
          {import.meta.env.VITE_DEMO === 'true' ? <DemoBadge /> : null}
        </div>
        <nav aria-label="Main" className="app-nav">
          <Link to="/gift-card-orders" className="app-nav__link" activeProps={{ 'aria-current': 'page' }}>
            Gift card orders
          </Link>
          <LookupForm
            label="Account order id"
            action="Go to order"
            placeholder="1001"
            onSubmitId={(accountOrderId) => void navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId } })}
          />
          <LookupForm
            label="Currency offer id"
            action="Competing offers"
            placeholder="3001"
            onSubmitId={(currencyOfferId) =>
              void navigate({ to: '/currency-offers/$currencyOfferId/other-offers', params: { currencyOfferId } })
            }
          />
        </nav>
        <RateLimitIndicator
          low={rateLimit?.low ?? false}
          limit={rateLimit?.limit ?? 0}
          remaining={rateLimit?.remaining ?? 0}
          resetAt={rateLimit?.resetAt ?? null}
        />
        {onSignOut ? (
          <button type="button" className="button button--quiet" onClick={onSignOut}>
            Sign out
          </button>
        ) : null}
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <OfflineNotice />
        <Outlet />
      </main>
    </div>
  )
}
