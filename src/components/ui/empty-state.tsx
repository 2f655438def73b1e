import type { ReactNode } from 'react'
import { cx } from './class-names'
import styles from './empty-state.module.css'

interface EmptyStateProps {
  /** A decorative icon, e.g. `<Inbox />`; hidden from assistive technology. */
  icon?: ReactNode
  title: string
  children?: ReactNode
  /** What to do next: a button or link. */
  action?: ReactNode
  /** The heading's level in the page's outline. */
  level?: 2 | 3
  className?: string
}

/** Nothing to show, said plainly, with the way forward. */
export function EmptyState({ icon, title, children, action, level = 2, className }: EmptyStateProps) {
  const Heading = `h${level}` as const
  return (
    <div className={cx(styles.empty, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div>{action}</div> : null}
    </div>
  )
}
