import { Link } from '@tanstack/react-router'
import { use } from 'react'
import { NavAvailability } from './nav-availability'
import { Icon } from '../ui/icon'
import { Caption } from '../ui/text'
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

const NOT_AVAILABLE = 'Not available on this server'

export function NavList({ collapsed = false, onLookup, onChoose }: NavListProps) {
  const hasRoute = useHasRoute()
  const isMissing = use(NavAvailability)
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {NAV_ITEMS.map(({ label, icon, to, lookup }) => {
          const missing = isMissing(to)
          const content = (
            <>
              <Icon node={icon} className={styles.icon} />
              <span className={styles.label}>
                {label}
                {missing ? <Caption className={styles.navNote}> {NOT_AVAILABLE}</Caption> : null}
              </span>
            </>
          )
          const title = collapsed ? (missing ? `${label}: ${NOT_AVAILABLE}` : label) : undefined
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
