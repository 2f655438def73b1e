import type { OffersSummary as Summary } from '../summary'
import { formatUnitPrice } from '../format-price'

interface OffersSummaryProps {
  summary: Summary
  baseName: string
  /** Which offers the figures cover, e.g. "all 36 competing offers". */
  scope: string
}

export function OffersSummary({ summary, baseName, scope }: OffersSummaryProps) {
  const { fastest } = summary
  return (
    <section className="card market__summary" aria-labelledby="market-summary-title">
      <h2 id="market-summary-title">Market at a glance</h2>
      <p className="field__hint">
        Prices per 1 {baseName} in EUR, over {scope}.
      </p>
      <dl className="figures">
        <div>
          <dt>Competitors</dt>
          <dd>
            {summary.count} {summary.count === 1 ? 'offer' : 'offers'}
            <span className="figures__note">
              {' '}
              from {summary.sellers} {summary.sellers === 1 ? 'seller' : 'sellers'}
            </span>
          </dd>
        </div>
        <div>
          <dt>Lowest price</dt>
          <dd>{formatUnitPrice(summary.lowest)}</dd>
        </div>
        <div>
          <dt>Median price</dt>
          <dd>{formatUnitPrice(summary.median)}</dd>
        </div>
        <div>
          <dt>Highest price</dt>
          <dd>{formatUnitPrice(summary.highest)}</dd>
        </div>
        <div>
          <dt>Fastest delivery</dt>
          <dd>
            {fastest.delivery_time.format_long}
            <span className="figures__note"> by {fastest.seller.username}</span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
