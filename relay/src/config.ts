import { resolve } from 'node:path'

/** Everything the relay reads from its environment (docs/notices.md, "Configuration"). */
export type Config = {
  secrets: string[]
  accessKey: string
  host: string
  port: number
  dataDir: string
  dashboardUrl: string | null
  vapidSubject: string
  discordWebhookUrl: string | null
  telegram: { token: string; chatId: string; apiUrl: string } | null
  allowLoopback: boolean
  retry: { baseMs: number; maxMs: number; maxAttempts: number }
  telegramIntervalMs: number
  batchWindowMs: number
}

/** The demo's values, used only when asked for (`--demo` or RELAY_DEMO=1); `npm run relay:sample` signs with them. */
export const DEMO = {
  secret: 'demo-webhook-secret',
  accessKey: 'demo-access-key',
  dashboardUrl: 'http://localhost:5173',
}

export class ConfigError extends Error {}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min) throw new ConfigError(`${name} must be a number of at least ${min}.`)
  return value
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim()
  return value ? value : null
}

function dashboardOrigin(url: string | null): string | null {
  if (url === null) return null
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error()
    return url.replace(/\/+$/, '')
  } catch {
    throw new ConfigError('RELAY_DASHBOARD_URL must be an http(s) URL, e.g. https://dashboard.example.com.')
  }
}

export function readConfig(env: NodeJS.ProcessEnv, demo: boolean): Config {
  const source = demo
    ? {
        RELAY_WEBHOOK_SECRETS: DEMO.secret,
        RELAY_ACCESS_KEY: DEMO.accessKey,
        RELAY_DASHBOARD_URL: DEMO.dashboardUrl,
        ...env,
      }
    : env
  const secrets = (source.RELAY_WEBHOOK_SECRETS ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean)
  const accessKey = source.RELAY_ACCESS_KEY?.trim() ?? ''
  const missing = [secrets.length === 0 && 'RELAY_WEBHOOK_SECRETS', accessKey === '' && 'RELAY_ACCESS_KEY'].filter(Boolean)
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: the relay does not start without ${
        missing.length > 1 ? 'them' : 'it'
      } (see docs/notices.md; \`npm run relay -- --demo\` starts with the demo's values).`,
    )
  }
  const dashboardUrl = dashboardOrigin(optional(source, 'RELAY_DASHBOARD_URL'))
  const token = optional(source, 'RELAY_TELEGRAM_BOT_TOKEN')
  const chatId = optional(source, 'RELAY_TELEGRAM_CHAT_ID')
  if ((token === null) !== (chatId === null)) {
    throw new ConfigError('RELAY_TELEGRAM_BOT_TOKEN and RELAY_TELEGRAM_CHAT_ID go together: set both or neither.')
  }
  return {
    secrets,
    accessKey,
    host: optional(source, 'RELAY_HOST') ?? '127.0.0.1',
    port: number(source, 'RELAY_PORT', 8788),
    dataDir: resolve(optional(source, 'RELAY_DATA_DIR') ?? './relay-data'),
    dashboardUrl,
    vapidSubject: optional(source, 'RELAY_VAPID_SUBJECT') ?? 'mailto:relay@localhost',
    discordWebhookUrl: optional(source, 'RELAY_DISCORD_WEBHOOK_URL'),
    telegram:
      token !== null && chatId !== null
        ? { token, chatId, apiUrl: (optional(source, 'RELAY_TELEGRAM_API_URL') ?? 'https://api.telegram.org').replace(/\/+$/, '') }
        : null,
    allowLoopback: source.RELAY_ALLOW_LOOPBACK_DESTINATIONS === '1',
    retry: {
      baseMs: number(source, 'RELAY_RETRY_BASE_MS', 10_000, 1),
      maxMs: number(source, 'RELAY_RETRY_MAX_MS', 3_600_000, 1),
      maxAttempts: number(source, 'RELAY_RETRY_MAX_ATTEMPTS', 10, 1),
    },
    telegramIntervalMs: number(source, 'RELAY_TELEGRAM_INTERVAL_MS', 1_000),
    batchWindowMs: number(source, 'RELAY_BATCH_WINDOW_MS', 0),
  }
}
