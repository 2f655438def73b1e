import { ConfigError, readConfig } from './config.ts'
import { destinationProblem } from './destinations/guard.ts'
import { createRelay } from './relay.ts'

const log = (line: string) => console.error(line)

function start() {
  const demo = process.argv.includes('--demo') || process.env.RELAY_DEMO === '1'
  const config = readConfig(process.env, demo)
  const discord = config.discordWebhookUrl && destinationProblem(config.discordWebhookUrl, 'discord', config.allowLoopback)
  if (discord) throw new ConfigError(`RELAY_DISCORD_WEBHOOK_URL ${discord}.`)
  const telegram = config.telegram && destinationProblem(config.telegram.apiUrl, 'telegram', config.allowLoopback)
  if (telegram) throw new ConfigError(`RELAY_TELEGRAM_API_URL ${telegram}.`)

  const relay = createRelay(config, log)
  relay.server.listen(config.port, config.host, () => {
    const address = relay.server.address()
    const port = typeof address === 'object' && address !== null ? address.port : config.port
    const destinations = ['push', config.discordWebhookUrl && 'discord', config.telegram && 'telegram'].filter(Boolean).join(', ')
    log(
      `relay: listening on http://${config.host}:${port}${demo ? ' (demo values)' : ''}; data in ${config.dataDir}; delivering to ${destinations}` +
        (relay.resent > 0 ? `; ${relay.resent} deliveries left in flight are sent again` : ''),
    )
  })
  relay.server.on('error', (error: NodeJS.ErrnoException) => {
    log(`relay: cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`)
    process.exit(1)
  })
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    void relay.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

try {
  start()
} catch (error) {
  log(error instanceof ConfigError ? `relay: ${error.message}` : `relay: cannot start: ${(error as Error).message}`)
  process.exit(1)
}
