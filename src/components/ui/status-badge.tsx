import { humanize } from '../../lib/format'
import { Badge, type Tone } from './badge'

// Statuses across the API: gift card orders, disputes, offers. Anything else is shown as it comes, neutral.
const TONES = new Map<string, Tone>([
  ['pending', 'warning'],
  ['in_delivery', 'info'],
  ['delivered', 'success'],
  ['refunded', 'danger'],
  ['open', 'warning'],
  ['waiting_for_seller', 'warning'],
  ['waiting_for_buyer', 'info'],
  ['waiting_for_marketplace', 'info'],
  ['disputed', 'danger'],
  ['closed', 'neutral'],
  ['completed', 'success'],
  ['active', 'success'],
  ['listed', 'success'],
  ['paused', 'neutral'],
  ['cancelled', 'neutral'],
  ['expired', 'neutral'],
])

/** A status as a badge of its tone: "in_delivery" reads "In delivery"; an unknown value shows, neutral. */
export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const value = status?.trim() ?? ''
  const text = value ? humanize(value) : 'Unknown'
  return (
    <Badge tone={TONES.get(value.toLowerCase()) ?? 'neutral'} className={className}>
      {text}
    </Badge>
  )
}
