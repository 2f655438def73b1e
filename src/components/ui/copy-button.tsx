import { Button } from './button'
import { useCopy, type CopyResult } from './use-copy'
import styles from './request-id.module.css'

const ANNOUNCEMENTS: Record<CopyResult, string> = {
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it yourself.',
}

/** Copies `text` to the clipboard and says whether it did, in a polite live region. */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const { result, copy } = useCopy()

  return (
    <>
      <Button size="sm" variant="ghost" aria-describedby={describedBy} onClick={() => void copy(text)}>
        Copy
      </Button>
      <span role="status" className={styles.announcement}>
        {result ? ANNOUNCEMENTS[result] : ''}
      </span>
    </>
  )
}
