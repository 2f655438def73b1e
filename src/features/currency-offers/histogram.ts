import { Decimal } from './decimal'
import type { PreparedOffer } from './offers'

export interface HistogramBin {
  from: Decimal
  to: Decimal
  count: number
}

export const MAX_BINS = 12

/**
 * Splits normalised prices (sorted, cheapest first) into equal-width bins from the lowest to the
 * highest; the last bin includes its upper edge. The bin count grows with the data: √n, 1 to 12.
 */
export function priceHistogram(sortedByPrice: readonly PreparedOffer[]): HistogramBin[] {
  const n = sortedByPrice.length
  const first = sortedByPrice[0]
  const last = sortedByPrice[n - 1]
  if (!first || !last) return []
  const lowest = first.normalised
  const highest = last.normalised
  if (lowest.eq(highest)) return [{ from: lowest, to: highest, count: n }]
  const binCount = Math.min(MAX_BINS, Math.max(1, Math.ceil(Math.sqrt(n))))
  const width = new Decimal(highest).minus(lowest).div(binCount)
  const bins: HistogramBin[] = Array.from({ length: binCount }, (_, i) => ({
    from: lowest.plus(width.times(i)),
    to: i === binCount - 1 ? highest : lowest.plus(width.times(i + 1)),
    count: 0,
  }))
  // The rows come cheapest first: walk the bins' lower edges along with them (no division per row).
  let index = 0
  for (const row of sortedByPrice) {
    while (index < binCount - 1 && row.normalised.gte((bins[index + 1] as HistogramBin).from)) index++
    ;(bins[index] as HistogramBin).count++
  }
  return bins
}

/** Where a price falls on the chart's axis, 0 (lowest) to 1 (highest), clamped; for drawing only. */
export function axisPosition(value: Decimal, lowest: Decimal, highest: Decimal): number {
  if (highest.eq(lowest)) return 0.5
  const ratio = Number(value.minus(lowest).div(highest.minus(lowest)).round(6).toFixed(6))
  return Math.min(1, Math.max(0, ratio))
}
