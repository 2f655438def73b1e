import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './skeleton.module.css'

/**
 * A placeholder shaped like the content to come (size it with className or style), so nothing shifts when the data
 * arrives. Hidden from assistive technology: the loading screen announces itself once, not per block.
 */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span aria-hidden="true" className={cx(styles.skeleton, className)} {...props} />
}
