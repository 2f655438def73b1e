import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './card.module.css'

export function Card({ className, ...props }: ComponentPropsWithRef<'section'>) {
  return <section className={cx(styles.card, className)} {...props} />
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.header, className)} {...props} />
}

/** The card's heading; `level` keeps the page's outline right wherever the card sits. */
export function CardTitle({ level = 2, className, ...props }: ComponentPropsWithRef<'h2'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const
  return <Heading className={cx(styles.title, className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.content, className)} {...props} />
}
