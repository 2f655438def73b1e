import type { ComponentPropsWithRef, ReactNode } from 'react'
import { cx } from './class-names'
import styles from './secret-text.module.css'
import { Textarea } from './textarea'

/** A textarea for secrets (credentials, keys): monospace, and no spelling, completion or capitals from the browser. */
export function SecretTextarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <Textarea
      className={cx(styles.secret, className)}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      {...props}
    />
  )
}

/** What stands in a secret's place until it is revealed: a mask, and `children` for screen readers (or shown instead). */
export function SecretMask({ children, masked = true }: { children: ReactNode; masked?: boolean }) {
  return (
    <p className={styles.mask}>
      {masked ? (
        <>
          <span aria-hidden="true">••••••••••••</span>
          <span className="visually-hidden">{children}</span>
        </>
      ) : (
        children
      )}
    </p>
  )
}
