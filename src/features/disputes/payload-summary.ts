import { formatYesNo, humanize } from '../../lib/format'

/** The counter resolutions the dashboard knows (see the counter form); any other is shown as sent. */
const KNOWN_RESOLUTION = /^(partial_refund|replacement|other|refund)$/

const MAX_DEPTH = 6

/** Any JSON value as one line of plain text: "Invincible, Ashes of Al'ar", "{tier: Diamond, lp: 47}". */
export function valueText(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'boolean') return formatYesNo(value)
  if (typeof value === 'string') return value
  if (typeof value !== 'object') return String(value)
  if (depth >= MAX_DEPTH) return '…'
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(item, depth + 1))
    return depth === 0 ? items.join(', ') : `[${items.join(', ')}]`
  }
  const entries = Object.entries(value as Record<string, unknown>)
  return `{${entries.map(([key, item]) => `${key}: ${valueText(item, depth + 1)}`).join(', ')}}`
}

export interface PayloadLine {
  label: string
  text: string
}

/**
 * A dispute event's payload as readable "label: value" lines; values that name a code are humanized, but a
 * counter resolution the dashboard does not know is shown as sent.
 */
export function payloadLines(payload: Record<string, unknown>): PayloadLine[] {
  return Object.entries(payload).map(([key, value]) => ({
    label: humanize(key),
    text:
      key === 'counter_resolution' && typeof value === 'string'
        ? KNOWN_RESOLUTION.test(value) ? humanize(value) : value
        : typeof value === 'string' && /^[a-z]+(_[a-z]+)+$/.test(value)
          ? humanize(value)
          : valueText(value),
  }))
}
