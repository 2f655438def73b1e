import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link'
export type ButtonSize = 'sm' | 'md' | 'icon'

interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** The button's classes, for a router Link that should look like a button. */
export function buttonClassName({ variant = 'secondary', size = 'md', className }: ButtonStyle = {}): string {
  return cx(styles.button, styles[variant], styles[size], className)
}

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'>

// An icon-only button has no text to name it: the type asks for an aria-label.
export type ButtonProps = NativeButtonProps &
  Omit<ButtonStyle, 'size'> &
  ({ size?: 'sm' | 'md' } | { size: 'icon'; 'aria-label': string })

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />
}
