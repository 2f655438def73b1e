import { isPlainObject } from './fields'

export const REDACTED_TOKEN = '[API token removed]'

/**
 * `value` with every occurrence of `token` replaced, in strings, keys and nested values alike: a server that
 * echoes the token inside a field the app cannot read must not get it shown as that field's raw value.
 */
export function redactToken(value: unknown, token: string | null): unknown {
  if (!token) return value
  if (typeof value === 'string') return value.split(token).join(REDACTED_TOKEN)
  if (Array.isArray(value)) return value.map((item) => redactToken(item, token))
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redactToken(key, token), redactToken(item, token)]),
    )
  }
  return value
}
