/** What a list should answer, computed from the db's records: for comparing with the mock's answers. */

export const ascendingIds = (ids: number[]) => [...ids].sort((a, b) => a - b)

/** Amounts as exact integers of their smallest unit (up to nine decimals), so they compare without floats. */
export function scaled(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(amount)
  if (!match) throw new Error(`unexpected amount ${amount}`)
  return Number(match[1]) * 1e9 + Number((match[2] ?? '').padEnd(9, '0'))
}

/** The live order: by the value, NULL first ascending (last descending), ties by id in the same direction. */
export function sortedIds<R extends { id: number }>(
  records: Iterable<R>,
  read: (record: R) => number | null,
  descending: boolean,
): number[] {
  const ascending = [...records].sort((a, b) => {
    const [x, y] = [read(a), read(b)]
    if (x === y) return a.id - b.id
    if (x === null) return -1
    if (y === null) return 1
    return x - y
  })
  return (descending ? ascending.reverse() : ascending).map((record) => record.id)
}

export const idsWhere = <R extends { id: number }>(records: Iterable<R>, predicate: (record: R) => boolean) =>
  ascendingIds([...records].filter(predicate).map((record) => record.id))

export const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)
