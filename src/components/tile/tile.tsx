import { useId, type ReactNode } from 'react'
import { describeError } from '../../lib/error-message'
import { RequestId } from '../ui/request-id'
import { isNotAvailable } from '../../lib/not-available'
import { Button } from '../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { Skeleton } from '../ui/skeleton'
import './tile.css'

/** What a tile needs of its query (or of several, combined). */
export interface TileQuery<T> {
  data: T | undefined
  error: unknown
  refetch: () => unknown
}

interface TileProps<T> {
  /** The heading's content: usually a link to the list the tile counts. */
  title: ReactNode
  query: TileQuery<T>
  children: (data: T) => ReactNode
  /** How many lines the loading placeholder has, shaped like the content to come. */
  lines?: number
}

/**
 * One tile of an overview: its data, or a placeholder while it loads, a failure with a retry, or "Not
 * available on this server" when the server lacks the endpoint. A tile's failure stays inside the tile.
 */
export function Tile<T>({ title, query, children, lines = 3 }: TileProps<T>) {
  const titleId = useId()
  const loading = query.data === undefined && !query.error
  let content: ReactNode
  if (query.data !== undefined) {
    content = children(query.data)
  } else if (isNotAvailable(query.error)) {
    content = <p className="muted">Not available on this server</p>
  } else if (query.error) {
    const description = describeError(query.error)
    content = (
      <div role="alert" className="tile__error">
        <p>
          <strong>Could not load this.</strong> {description.title}
        </p>
        <RequestId id={description.requestId} />
        {description.retryable ? (
          <Button size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        ) : null}
      </div>
    )
  } else {
    content = (
      <div className="tile__skeleton">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} className="tile__skeleton-line" />
        ))}
        <span className="visually-hidden">Loading…</span>
      </div>
    )
  }
  return (
    <Card aria-labelledby={titleId} aria-busy={loading} className="tile">
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  )
}
