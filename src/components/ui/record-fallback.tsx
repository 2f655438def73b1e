import { ErrorState } from './error-state'
import { Page } from './layout'
import { PageLoading } from './page-loading'

interface RecordFallbackProps {
  /** The page's heading while the record is not there: "Account offer 40007". */
  title: string
  /** What is loaded, for the loading and error texts: "the offer". */
  what: string
  /** The failure, or null while loading. */
  error: unknown
  onRetry: () => void
}

/** A record's page before its record is there: its heading, and the loading state or the failure with a retry. */
export function RecordFallback({ title, what, error, onRetry }: RecordFallbackProps) {
  return (
    <Page aria-labelledby="record-title">
      <h1 id="record-title">{title}</h1>
      {error ? <ErrorState error={error} title={`Could not load ${what}`} onRetry={onRetry} /> : <PageLoading label={`Loading ${what}…`} />}
    </Page>
  )
}
