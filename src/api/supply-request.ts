import { ApiError } from '../lib/api-error'

/* What the supply side's modules (item-orders.ts, seller-breaks.ts) share: lazy readers and a required answer. */

type Readers = typeof import('./read/supply-readers')

/** The reader `name`, loaded with the first answer that needs it. */
export const read =
  <K extends keyof Readers>(name: K) =>
  async (json: unknown, status: number) =>
    (await import('./read/supply-readers'))[name](json, status) as ReturnType<Readers[K]>

export function required<T>(result: { status: number; data: T | null }): T {
  if (result.data !== null) return result.data
  throw new ApiError({ kind: 'invalid_response', status: result.status, message: 'The marketplace API sent an empty response.' })
}
