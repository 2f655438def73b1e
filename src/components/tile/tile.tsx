import { useId, useState, type ComponentPropsWithoutRef, type CSSProperties, type ComponentPropsWithRef, type ReactNode } from 'react'
import { describeError } from '../../lib/error-message'
import { RequestId } from '../ui/request-id'
import { isNotAvailable } from '../../lib/not-available'
import { Button } from '../ui/button'
import { Alert } from '../ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { cx } from '../ui/class-names'
import { Skeleton } from '../ui/skeleton'
import { Muted } from '../ui/text'
import styles from './tile.module.css'

/** What a tile needs of its query (or of several, combined). */
export interface TileQuery<T> {
  data: T | undefined
  error: unknown
  refetch: () => unknown
}

/** When a tile keeps the room of its most lines: always, or only while its placeholder shows. */
export type TileReserve = 'always' | 'loading'

interface TileProps<T> {
  /** The heading's content: usually a link to the list the tile counts. */
  title: ReactNode
  query: TileQuery<T>
  children: (data: T) => ReactNode
  /**
   * The most lines the content has. The tile keeps that height from its placeholder on, so nothing around
   * it moves when its data arrives (or turns out shorter).
   */
  lines?: number
  /**
   * "loading": the placeholder keeps that height, and so does content that replaces it; content that came with
   * the page takes only its own. For a tile whose data the page loads with it, so that a short list rarely
   * leaves empty room.
   */
  reserve?: TileReserve
}

/**
 * One tile of an overview: its data, or a placeholder while it loads, a failure with a retry, or "Not
 * available on this server" when the server lacks the endpoint. A tile's failure stays inside the tile.
 */
export function Tile<T>({ title, query, children, lines = 3, reserve = 'always' }: TileProps<T>) {
  const titleId = useId()
  const loading = query.data === undefined && !query.error
  // A tile drawn loading keeps its room, on a phone too: shrinking once drawn would move everything below it.
  const [seenLoading] = useState(loading)
  let content: ReactNode
  if (query.data !== undefined) {
    content = children(query.data)
  } else if (isNotAvailable(query.error)) {
    content = <Muted as="p">Not available on this server</Muted>
  } else if (query.error) {
    const description = describeError(query.error)
    content = (
      <Alert tone="error" role="alert" className={styles.error}>
        <p>
          <strong>Could not load this.</strong> {description.title}
        </p>
        <RequestId id={description.requestId} />
        {description.retryable ? (
          <Button size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        ) : null}
      </Alert>
    )
  } else {
    content = (
      <div className={styles.skeleton}>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} className={styles.skeletonLine} />
        ))}
        <span className="visually-hidden">Loading…</span>
      </div>
    )
  }
  return (
    <Card aria-labelledby={titleId} aria-busy={loading}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className={cx(styles.body, !loading && !seenLoading && styles.settled)} style={reserve === 'always' || loading || seenLoading ? ({ '--tile-lines': lines } as CSSProperties) : undefined}>
          {content}
        </div>
      </CardContent>
    </Card>
  )
}

/** The tile's list of lines, each a name and its figure. */
export function TileList({ ordered, className, ...props }: ComponentPropsWithoutRef<'ul'> & { ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul'
  return <List className={cx(styles.list, className)} {...props} />
}

/** A figure in a tile, its digits lined up: an amount. */
export function TileFigure({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cx(styles.count, className)} {...props} />
}

/** A count in a tile, of the records its link opens (marked so that a test can follow each to its list). */
export function TileCount(props: ComponentPropsWithRef<'span'>) {
  return <TileFigure data-tile-count {...props} />
}
