import { formatCount } from '../../lib/format'

/** "Updated just now", "Updated 2 min ago", "Updated 3 h ago": how old the data on screen is. */
export function updatedAgo(updatedAtMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - updatedAtMs) / 1000))
  if (seconds < 60) return 'Updated just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `Updated ${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `Updated ${hours} h ago`
  const days = Math.floor(hours / 24)
  return `Updated ${formatCount(days, 'day')} ago`
}
