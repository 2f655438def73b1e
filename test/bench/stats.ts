export interface Summary {
  runs: number
  median: number
  p90: number
  max: number
  min: number
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** Median, 90th percentile (nearest rank), max and min of the samples, to 0.1. */
export function summarize(samples: number[]): Summary {
  if (samples.length === 0) throw new Error('No samples.')
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number
  const mid = sorted.length / 2
  const median = sorted.length % 2 ? (sorted[Math.floor(mid)] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return {
    runs: samples.length,
    median: round1(median),
    p90: round1(at(0.9)),
    max: round1(sorted.at(-1) as number),
    min: round1(sorted[0] as number),
  }
}
