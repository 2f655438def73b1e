import { formatNumber, formatYesNo, humanize } from '../../lib/format'

const MAX_TEXT = 80
const IDENTIFIER = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$/

function describeValue(value: unknown, depth: number): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') {
    const text = IDENTIFIER.test(value) ? value.replace(/[_-]+/g, ' ') : value.trim()
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text
  }
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : ''
  if (typeof value === 'boolean') return formatYesNo(value)
  if (depth >= 2) return '…'
  if (Array.isArray(value)) {
    return value
      .map((item) => describeValue(item, depth + 1))
      .filter(Boolean)
      .join(', ')
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => {
        const text = describeValue(item, depth + 1)
        return text ? `${humanize(key).toLowerCase()} ${text}` : ''
      })
      .filter(Boolean)
      .join(', ')
  }
  return ''
}

/**
 * The free-form `delivery_method_data` in words: the method first, then the other members
 * ("Face to face · Location: Orgrimmar"). Plain text only; members without a value are left out.
 */
export function summariseDeliveryMethod(data: Record<string, unknown>): string {
  const parts: string[] = []
  const { method, ...rest } = data
  const methodText = describeValue(method, 0)
  if (methodText) parts.push(humanize(methodText))
  for (const [key, value] of Object.entries(rest)) {
    const text = describeValue(value, 0)
    if (text) parts.push(`${humanize(key)}: ${text}`)
  }
  return parts.length > 0 ? parts.join(' · ') : 'Not specified'
}
