import type { Rating } from '../../../api/records/account-order'
import { DateTime } from '../../../components/ui/date-time'

const MAX_STARS = 5

/** The buyer's rating: stars, labels and comment, or "Not rated yet". */
export function RatingView({ rating }: { rating: Rating | null }) {
  if (!rating) return <p className="muted">Not rated yet.</p>
  const stars = Math.max(0, Math.min(MAX_STARS, Math.round(rating.rating)))
  return (
    <div className="rating">
      <p className="rating__stars">
        <span aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(MAX_STARS - stars)}
        </span>{' '}
        <span>
          {rating.rating} of {MAX_STARS} stars
        </span>
      </p>
      {rating.labels.length > 0 ? (
        <ul className="rating__labels" aria-label="Rating labels">
          {rating.labels.map((label, index) => (
            <li key={`${index}-${label}`} className="badge">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {rating.comment ? (
        <blockquote className="rating__comment">{rating.comment}</blockquote>
      ) : (
        <p className="muted">No comment.</p>
      )}
      <p className="muted rating__when">
        Rated <DateTime seconds={rating.created_at} />
        {rating.updated_at !== rating.created_at ? (
          <>
            , changed <DateTime seconds={rating.updated_at} />
          </>
        ) : null}
      </p>
    </div>
  )
}
