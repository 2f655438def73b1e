import { Link } from '@tanstack/react-router'
import { NAV_ITEMS } from './nav-items'
import { useHasRoute } from './use-has-route'

interface NavListProps {
  /** Icons only: the names stay as the links' accessible names and as tooltips. */
  collapsed?: boolean
  /** An area whose list does not exist yet: open the search with this prompt. */
  onLookup: (prompt: string) => void
  /** Called after a choice, so the phone drawer closes. */
  onChoose?: () => void
}

export function NavList({ collapsed = false, onLookup, onChoose }: NavListProps) {
  const hasRoute = useHasRoute()
  return (
    <nav aria-label="Main" className="nav">
      <ul className="nav__list">
        {NAV_ITEMS.map(({ label, icon: Icon, to, lookup }) => {
          const content = (
            <>
              <Icon aria-hidden="true" className="nav__icon" />
              <span className="nav__label">{label}</span>
            </>
          )
          const title = collapsed ? label : undefined
          return (
            <li key={to}>
              {hasRoute(to) || lookup === undefined ? (
                <Link
                  // The list is declared as plain paths so a route that does not exist yet can be named.
                  to={to as '/'}
                  className="nav__link"
                  title={title}
                  activeOptions={{ exact: to === '/' }}
                  activeProps={{ 'aria-current': 'page' }}
                  onClick={onChoose}
                >
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className="nav__link"
                  title={title}
                  aria-haspopup="dialog"
                  onClick={() => {
                    onChoose?.()
                    onLookup(lookup)
                  }}
                >
                  {content}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
