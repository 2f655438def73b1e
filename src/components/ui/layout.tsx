import type { ComponentPropsWithRef, HTMLAttributes } from 'react'
import { cx } from './class-names'
import styles from './layout.module.css'

interface PageProps extends ComponentPropsWithRef<'section'> {
  /** `article` for one record's page; `main` outside the app's layout. */
  as?: 'section' | 'article' | 'main'
}

/** A screen: its heading, then its parts one under the other. */
export function Page({ as: Tag = 'section', className, ...props }: PageProps) {
  return <Tag className={cx(styles.page, className)} {...props} />
}

/** Cards side by side, as many as the width holds, each at least 18rem wide; fewer cards share the width. */
export function CardGrid({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.cardGrid, className)} {...props} />
}

interface ClusterProps extends HTMLAttributes<HTMLElement> {
  /** `p` or `div` for a row of badges that is not a list. */
  as?: 'ul' | 'p' | 'div'
  /** The first and last thing pushed to the row's two ends. */
  spread?: boolean
}

/** Small things in a row that wraps: chips, badges, thumbnails. A list by default. */
export function Cluster({ as: Tag = 'ul', spread = false, className, ...props }: ClusterProps) {
  return <Tag className={cx(styles.cluster, spread && styles.spread, className)} {...props} />
}

/** The class of a card's content whose parts stand one under the other, evenly spaced (a form, a card's facts). */
export const stackClass = styles.stack
