const PROBE_ORIGIN = 'https://app.invalid'

/**
 * Only paths inside the app are followed after sign-in: no other origin, no protocol-relative URLs, and no
 * tab, newline or backslash (a URL parser drops or turns them into "/", so "/\t/evil.example" would leave).
 */
export function safeRedirect(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here.
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return '/'
  }
  if (url.origin !== PROBE_ORIGIN) return '/'
  if (/^\/sign-in(?:[/?#]|$)/.test(url.pathname)) return '/'
  return value
}
