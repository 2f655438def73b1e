import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './badge.module.css'
import tones from './tone.module.css'

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: Tone
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge, tones[tone], className)} {...props} />
}
