import { queryOptions } from '@tanstack/react-query'

/**
 * This month's net and the last 30 days per day, from one read of the pages they cover. The route's loader sends it
 * with the overview's other requests; its code (ranges, reading, sums) comes with the money tile's, not with every
 * route's start, so the key names only the UTC day the ranges are taken from.
 */
export function monthQuery(nowMs: number) {
  return queryOptions({
    queryKey: ['payments', 'overview', new Date(nowMs).toISOString().slice(0, 10)],
    queryFn: async ({ signal }) => {
      const [{ presetRange }, { rangePayments }, { summarize }] = await Promise.all([
        import('../range'),
        import('../range-payments'),
        import('../figures'),
      ])
      const month = presetRange('this-month', nowMs)
      const days = presetRange('last-30-days', nowMs)
      const payments = await rangePayments({ from: Math.min(month.from, days.from), to: days.to }, {}, signal)
      return { month: summarize(payments, month, 'month'), days: summarize(payments, days, 'day') }
    },
    staleTime: 60_000,
  })
}
