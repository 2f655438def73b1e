import { useMemo } from 'react'
import type { Decimal } from '../decimal'
import { formatBandEdge, formatUnitPrice } from '../format-price'
import { axisPosition, priceHistogram, type HistogramBin } from '../histogram'
import type { PreparedOffer } from '../offers'
import type { OffersSummary } from '../summary'
import { HistogramTable } from './histogram-table'
import styles from './market.module.css'
import layout from '../layout.module.css'
import { formatCount } from '../../../lib/format'

const WIDTH = 600
const HEIGHT = 160
const TOP = 8
const GAP = 2

interface PriceHistogramProps {
  /** The offers that pass the filters, cheapest first. */
  byPrice: readonly PreparedOffer[]
  summary: OffersSummary
  baseName: string
  /** The seller's price per 1 base unit, marked on the chart when entered. */
  myPrice: Decimal | null
}

function describe(bins: readonly HistogramBin[], summary: OffersSummary, baseName: string, myPrice: Decimal | null) {
  const busiest = bins.reduce((best, bin) => (bin.count > best.count ? bin : best), bins[0] as HistogramBin)
  const parts = [
    `${formatCount(summary.count, 'offer')} from ${formatUnitPrice(summary.lowest)} to ${formatUnitPrice(summary.highest)} per 1 ${baseName}.`,
  ]
  if (bins.length > 1) {
    const band = `between ${formatBandEdge(busiest.from)} and ${formatBandEdge(busiest.to)}`
    const busiestBands = bins.filter((bin) => bin.count === busiest.count).length
    parts.push(
      busiestBands === 1
        ? `Most offers (${busiest.count}) are ${band}.`
        : `${busiestBands} price bands have ${busiest.count} offers each, the cheapest of them ${band}.`,
    )
  }
  if (myPrice) {
    const where = myPrice.lt(summary.lowest)
      ? 'below the lowest price'
      : myPrice.gt(summary.highest)
        ? 'above the highest price'
        : 'within the range'
    parts.push(`Your price, ${formatUnitPrice(myPrice)}, is ${where}.`)
  }
  return parts.join(' ')
}

/** An inline SVG histogram of normalised prices, with a text alternative and the same data as a table. */
export function PriceHistogram({ byPrice, summary, baseName, myPrice }: PriceHistogramProps) {
  const bins = useMemo(() => priceHistogram(byPrice), [byPrice])
  const maxCount = Math.max(1, ...bins.map((bin) => bin.count))
  const barWidth = WIDTH / bins.length
  const description = describe(bins, summary, baseName, myPrice)
  const markerX = myPrice ? axisPosition(myPrice, summary.lowest, summary.highest) * WIDTH : null

  return (
    <div className={layout.stack}>
      <svg
        className={styles.histogram}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="histogram-title"
        aria-describedby="histogram-summary"
      >
        <title id="histogram-title">{`Offers by price per 1 ${baseName} (EUR)`}</title>
        <desc id="histogram-desc">{description}</desc>
        {bins.map((bin, index) => {
          const height = ((HEIGHT - TOP) * bin.count) / maxCount
          return (
            <rect
              key={index}
              className={styles.bar}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
            />
          )
        })}
        <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {markerX !== null ? (
          <line
            className={styles.marker}
            x1={markerX}
            x2={markerX}
            y1={0}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      <div className={styles.scale} aria-hidden="true">
        <span>{formatUnitPrice(summary.lowest)}</span>
        <span>{formatUnitPrice(summary.highest)}</span>
      </div>
      <p id="histogram-summary">{description}</p>
      {myPrice ? <p>The dashed line marks your price.</p> : null}
      <HistogramTable bins={bins} baseName={baseName} />
    </div>
  )
}
