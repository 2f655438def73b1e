import { formatNumber, formatYesNo } from '../../lib/format'

export type ParameterShape =
  { kind: 'text'; text: string } | { kind: 'map'; entries: [string, unknown][] } | { kind: 'list'; items: unknown[] }

const MAX_DEPTH = 6

function isScalar(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== 'object'
}

/** A scalar as words: "Yes"/"No", grouped numbers, "None" for null. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'boolean') return formatYesNo(value)
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : String(value)
  if (typeof value === 'string') return value === '' ? '(empty)' : value
  return String(value)
}

/** Plain text for anything, used past the nesting limit: "a: 1, b: [x, y]". */
export function inlineText(value: unknown, depth = 0): string {
  if (isScalar(value)) return scalarText(value)
  if (depth >= MAX_DEPTH) return '…'
  if (Array.isArray(value)) return `[${value.map((item) => inlineText(item, depth + 1)).join(', ')}]`
  const entries = Object.entries(value as Record<string, unknown>)
  return `{${entries.map(([key, item]) => `${key}: ${inlineText(item, depth + 1)}`).join(', ')}}`
}

/**
 * How a free-form parameter value is shown: scalars and lists of scalars as text ("a, b, c"),
 * objects as a nested key/value list, lists of objects as a list of those.
 */
export function parameterShape(value: unknown, depth = 0): ParameterShape {
  if (isScalar(value)) return { kind: 'text', text: scalarText(value) }
  if (depth >= MAX_DEPTH) return { kind: 'text', text: inlineText(value) }
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'text', text: 'None' }
    if (value.every(isScalar)) return { kind: 'text', text: value.map(scalarText).join(', ') }
    return { kind: 'list', items: value }
  }
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return { kind: 'text', text: 'None' }
  return { kind: 'map', entries }
}
