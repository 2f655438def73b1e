import type { Rating } from '../../../api/records/account-order'
import { Badge } from '../../../components/ui/badge'
import { DateTime } from '../../../components/ui/date-time'
import { LongText, Muted } from '../../../components/ui/text'
import styles from '../account-orders.module.css'
import { Cluster } from '../../../components/ui/layout'

const MAX_STARS = 5

/** The buyer's rating: stars, labels and comment, or "Not rated yet". */
export function RatingView({ rating }: { rating: Rating | null }) {
  if (!rating) return <Muted as="p">Not rated yet.</Muted>
  const stars = Math.max(0, Math.min(MAX_STARS, Math.round(rating.rating)))
  return (
    <div className={styles.stack}>
      <p className={styles.stars}>
        <span aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(MAX_STARS - stars)}
        </span>{' '}
        <span>
          {rating.rating} of {MAX_STARS} stars
        </span>
      </p>
      {rating.labels.length > 0 ? (
        <Cluster aria-label="Rating labels">
          {rating.labels.map((label, index) => (
            <li key={`${index}-${label}`}>
              <Badge>{label}</Badge>
            </li>
          ))}
        </Cluster>
      ) : null}
      {rating.comment ? (
        <blockquote className={styles.quote}>
          <LongText>{rating.comment}</LongText>
        </blockquote>
      ) : (
        <Muted as="p">No comment.</Muted>
      )}
      <Muted as="p">
        Rated <DateTime seconds={rating.created_at} />
        {rating.updated_at !== rating.created_at ? (
          <>
            , changed <DateTime seconds={rating.updated_at} />
          </>
        ) : null}
      </Muted>
    </div>
  )
}
