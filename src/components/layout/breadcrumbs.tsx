import { Link, useRouterState } from '@tanstack/react-router'
import { isIdText } from '../../lib/ids'
import { NAV_ITEMS } from './nav-items'
import styles from './shell.module.css'
import { useHasRoute } from './use-has-route'

interface Crumb {
  label: string
  to?: string
}

const LEAVES: Record<string, string> = { 'other-offers': 'Competing offers', 'accept-dispute': 'Accept dispute', orders: 'Orders' }

/** The trail for a route's path template and its params, e.g. Account orders › Order 1003 › Accept dispute. */
export function crumbsFor(template: string, path: string, hasRoute: (template: string) => boolean): Crumb[] {
  const [section, id, leaf, ...rest] = path.split('/').filter(Boolean)
  const area = NAV_ITEMS.find((item) => item.to === `/${section ?? ''}`)
  if (!area || rest.length > 0 || template.includes('$_splat') || template === '/$') return []
  const crumbs: Crumb[] = [{ label: area.label, to: hasRoute(area.to) ? area.to : undefined }]
  if (id === undefined) return crumbs
  if (!isIdText(id)) return crumbs
  crumbs.push({ label: `${area.item ?? 'Item'} ${id}`, to: hasRoute(`${area.to}/$`) ? `${area.to}/${id}` : undefined })
  if (leaf === undefined) return crumbs
  return LEAVES[leaf] ? [...crumbs, { label: LEAVES[leaf] }] : crumbs
}

export function Breadcrumbs() {
  const hasRoute = useHasRoute()
  const last = useRouterState({ select: (state) => state.matches.at(-1) })
  const template = last?.fullPath ?? '/'
  const path = last ? interpolate(template, last.params as Record<string, unknown>) : '/'
  const crumbs = crumbsFor(template, path, hasRoute)
  if (crumbs.length === 0) return <div className={styles.breadcrumbs} />
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to as '/'}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

function interpolate(template: string, params: Record<string, unknown>): string {
  return template.replace(/\$(\w+)/g, (_, name: string) => String(params[name] ?? ''))
}
