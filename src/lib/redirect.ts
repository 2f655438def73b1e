/** Only paths inside the app are followed after sign-in: no other origin, no protocol-relative URLs. */
export function safeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  if (/^\/sign-in(?:[/?#]|$)/.test(value)) return '/'
  return value
}
