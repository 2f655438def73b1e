import { isIP } from 'node:net'

export type DestinationKind = 'push' | 'discord' | 'telegram'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
const HOSTS: Record<Exclude<DestinationKind, 'push'>, string[]> = {
  discord: ['discord.com', 'discordapp.com'],
  telegram: ['api.telegram.org'],
}
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa']

/**
 * Why a destination URL is refused, or null when it may be used. Each destination goes only to its own hosts over
 * HTTPS: Discord's and Telegram's by name; a push service by any public host name (they vary by browser), never an
 * IP address or a local name. Loopback (HTTP or HTTPS) only when RELAY_ALLOW_LOOPBACK_DESTINATIONS=1, for tests.
 */
export function destinationProblem(raw: string, kind: DestinationKind, allowLoopback: boolean): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'is not a URL'
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password'
  const host = url.hostname.toLowerCase()
  if (LOOPBACK.has(host)) {
    if (!allowLoopback) return 'points at this machine (allowed only with RELAY_ALLOW_LOOPBACK_DESTINATIONS=1)'
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be http(s)'
  }
  if (url.protocol !== 'https:') return 'must be https'
  if (kind === 'push') {
    if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'must name a push service by its host name, not an IP address'
    if (!host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'must be a public push service'
    return null
  }
  if (!HOSTS[kind].includes(host)) return `must be on ${HOSTS[kind].join(' or ')}`
  if (kind === 'discord' && !url.pathname.startsWith('/api/webhooks/')) return 'must be a Discord webhook URL (/api/webhooks/...)'
  return null
}
