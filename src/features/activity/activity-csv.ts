import type { ActivityEntry } from '../../lib/activity-log'
import { csvFields, toCsv, type CsvColumns } from '../../lib/csv'

const ACTIVITY_CSV: CsvColumns<ActivityEntry> = {
  time: (entry) => new Date(entry.at).toISOString(),
  ...csvFields<ActivityEntry>('action'),
  item_type: (entry) => entry.itemType,
  item_id: (entry) => entry.itemId,
  ...csvFields<ActivityEntry>('outcome', 'status', 'message'),
  request_id: (entry) => entry.requestId,
}

/** The log as CSV, times in ISO 8601 UTC. */
export function activityToCsv(entries: readonly ActivityEntry[]): string {
  return toCsv(ACTIVITY_CSV, entries)
}
