import { useMemo } from 'react'
import styles from '../order-messages.module.css'
import { linkify } from '../linkify'

/** A message's words as plain text, its http(s) links opening in a new tab that cannot reach back to this one. */
export function LinkedText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text])
  return (
    <p className={styles.text}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
