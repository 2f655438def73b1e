import { humanize } from '../../lib/format'
import type { CardSlot } from '../ui/card-cell'

/** What a column says of itself for the phone's card: which of the card's places it is for. */
interface CardColumn {
  readonly key: string
  readonly card?: CardSlot
}

/**
 * Each column's place on a card: the first column of each role takes that role's place; a second column of the
 * same role, and a column without a role, go on the card's detail lines.
 */
export function cardSlots(columns: readonly CardColumn[]): Map<string, CardSlot> {
  const taken = new Set<CardSlot>()
  const slots = new Map<string, CardSlot>()
  for (const column of columns) {
    const role = column.card ?? 'detail'
    const slot = role !== 'detail' && !taken.has(role) ? role : 'detail'
    taken.add(slot)
    slots.set(column.key, slot)
  }
  return slots
}

interface SortColumn {
  readonly header: string
  readonly sortKey?: string
}

/**
 * The sorts of a list as the phone's sort select offers them: each named by the column it sorts (or by its field
 * when no column shows it), with its direction in words.
 */
export function sortChoices(sorts: readonly string[], columns: readonly SortColumn[]): [string, string][] {
  return sorts.map((sort) => {
    const descending = sort.startsWith('-')
    const key = descending ? sort.slice(1) : sort
    const header = columns.find((column) => column.sortKey === key)?.header ?? sentence(key)
    // Dates read as old and new, everything else as low and high.
    const [up, down] = key.endsWith('_at') ? ['oldest first', 'newest first'] : ['lowest first', 'highest first']
    return [sort, `${header}, ${descending ? down : up}`]
  })
}

/** `created_at` → "Created". */
function sentence(key: string): string {
  return humanize(key.replace(/_at$/, ''))
}
