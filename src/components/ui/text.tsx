import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './text.module.css'

type TextProps = Omit<ComponentPropsWithRef<'span'>, 'ref'> & { as?: 'span' | 'p' }

/** Secondary text: ids beside names, "Not yet", counts. Still meets AA contrast on every surface. */
export function Muted({ as: Tag = 'span', className, ...props }: TextProps) {
  return <Tag className={cx(styles.muted, className)} {...props} />
}

/** A short failure said in place, e.g. inside a status line; a form field's message belongs to its Field. */
export function ErrorText({ as: Tag = 'span', className, ...props }: TextProps) {
  return <Tag className={cx(styles.error, className)} {...props} />
}

/** Text the seller or buyer wrote: its line breaks kept, long words wrapped instead of widening the page. */
export function LongText({ as: Tag = 'p', className, ...props }: TextProps) {
  return <Tag className={cx(styles.long, className)} {...props} />
}

/** A line of small secondary text under a figure or a label, e.g. "Not available on this server". */
export function Caption({ className, ...props }: Omit<TextProps, 'as'>) {
  return <span className={cx(styles.caption, className)} {...props} />
}

/**
 * Text whose tone follows a state, as in a status line: one element whatever the tone, so a new state changes its
 * words in place (a new element would count as a new, later paint, e.g. for the page's largest contentful paint).
 */
export function ToneText({ tone, as: Tag = 'span', className, ...props }: TextProps & { tone: 'plain' | 'muted' | 'error' }) {
  return <Tag className={cx(tone === 'muted' && styles.muted, tone === 'error' && styles.error, className)} {...props} />
}
