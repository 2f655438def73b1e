import { useEffect, useState } from 'react'
import { Button } from './button'
import styles from './request-id.module.css'

type CopyState = 'idle' | 'copied' | 'failed'

const ANNOUNCEMENTS: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it yourself.',
}

/** Copies `text` to the clipboard and says whether it did, in a polite live region. */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 4000)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" aria-describedby={describedBy} onClick={() => void copy()}>
        Copy
      </Button>
      <span role="status" className={styles.announcement}>
        {ANNOUNCEMENTS[state]}
      </span>
    </>
  )
}
