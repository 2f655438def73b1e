import type { ActivityEntry } from '../../lib/activity-log'
import { csvCell } from '../../lib/csv'

const COLUMNS = ['time', 'action', 'item_type', 'item_id', 'outcome', 'status', 'message', 'request_id'] as const

/** The log as CSV, times in ISO 8601 UTC. */
export function activityToCsv(entries: readonly ActivityEntry[]): string {
  const rows = entries.map((entry) =>
    [
      new Date(entry.at).toISOString(),
      entry.action,
      entry.itemType,
      entry.itemId,
      entry.outcome,
      entry.status,
      entry.message,
      entry.requestId,
    ]
      .map(csvCell)
      .join(','),
  )
  return [COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}
