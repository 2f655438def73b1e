import { Link } from '@tanstack/react-router'
import { NAV_ITEMS } from './nav-items'
import styles from './shell.module.css'
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
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {NAV_ITEMS.map(({ label, icon: Icon, to, lookup }) => {
          const content = (
            <>
              <Icon aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{label}</span>
            </>
          )
          const title = collapsed ? label : undefined
          return (
            <li key={to}>
              {hasRoute(to) || lookup === undefined ? (
                <Link
                  // The list is declared as plain paths so a route that does not exist yet can be named.
                  to={to as '/'}
                  className={styles.navLink}
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
                  className={styles.navLink}
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
