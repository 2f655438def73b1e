import type { MouseEvent } from 'react'
import { cx } from './class-names'
import styles from './jump-nav.module.css'

export interface JumpTarget {
  /** The id of the part of the page, which takes the focus (`tabIndex={-1}`) when the seller jumps to it. */
  id: string
  label: string
}

/** A link's click that brings the part `id` into view and gives it the focus (a link to `#id` without script). */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id)
  if (!target) return
  // The page's address stays the router's; the part scrolls into view and takes the focus, for screen readers too.
  event.preventDefault()
  target.scrollIntoView?.({ block: 'start' })
  target.focus()
}

/** Links from the top of a long page to its parts further down, so that a phone's seller need not scroll for them. */
export function JumpNav({ targets, className }: { targets: readonly JumpTarget[]; className?: string }) {
  return (
    <nav aria-label="On this page" className={cx(styles.nav, className)}>
      <ul>
        {targets.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
