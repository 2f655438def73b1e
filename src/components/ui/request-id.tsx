import { useId } from 'react'
import { CopyButton } from './copy-button'
import styles from './request-id.module.css'

/** The API's id of a failed request, to quote to the marketplace's support, with a copy button. */
export function RequestId({ id }: { id: string | null | undefined }) {
  const valueId = useId()
  if (!id) return null
  return (
    <p className={styles.requestId}>
      <span>Quote this id to support:</span>{' '}
      <code id={valueId} className={styles.value}>
        {id}
      </code>{' '}
      <CopyButton text={id} describedBy={valueId} />
    </p>
  )
}
