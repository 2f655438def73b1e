import type { Config } from './config.ts'
import { openDatabase } from './db.ts'
import { createDeliveryLog } from './deliveries.ts'
import { discordSender } from './destinations/discord.ts'
import { pushSender } from './destinations/push.ts'
import { telegramSender } from './destinations/telegram.ts'
import { createEventStore } from './events.ts'
import { createHttpServer } from './http.ts'
import { createIngest } from './ingest.ts'
import { startKeeper } from './keeper.ts'
import { createOutbox } from './outbox.ts'
import { planner } from './plan.ts'
import { webhookHandler } from './receive.ts'
import { apiRoutes } from './routes.ts'
import { createStreamHub } from './stream.ts'
import { createSubscriptionStore } from './subscriptions.ts'
import { loadVapidKeys } from './vapid.ts'
import type { Worker } from './worker.ts'
import { startWorker } from './worker.ts'

/** Wires the relay together: the store, the receiver, one worker per configured destination, and the HTTP server. */
export function createRelay(config: Config, log: (line: string) => void) {
  const db = openDatabase(config.dataDir)
  const vapid = loadVapidKeys(config.dataDir)
  const events = createEventStore(db)
  const subscriptions = createSubscriptionStore(db)
  const deliveries = createDeliveryLog(db)
  const outbox = createOutbox(db)
  const resent = outbox.recoverInFlight()
  const stream = createStreamHub(events.after)

  const common = {
    outbox,
    retry: config.retry,
    onDead: (_claimed: unknown, error: string) => log(`relay: a delivery ended dead: ${error}`),
    onError: (error: unknown) => log(`relay: the outbox could not be read or written: ${(error as Error).message}`),
  }
  const push = pushSender({ vapid, subject: config.vapidSubject, dashboardUrl: config.dashboardUrl, allowLoopback: config.allowLoopback })
  const workers: Worker[] = [
    startWorker({
      ...common,
      destination: 'push',
      send: push.send,
      concurrency: 16,
      intervalMs: 0,
      pauseOnRateLimit: false,
      onGone: (claimed, error) => {
        if (claimed.subscription !== null) subscriptions.remove(claimed.subscription.id, error)
      },
    }),
  ]
  if (config.discordWebhookUrl !== null) {
    const send = discordSender({ webhookUrl: config.discordWebhookUrl, dashboardUrl: config.dashboardUrl })
    workers.push(startWorker({ ...common, destination: 'discord', send, concurrency: 1, intervalMs: 0, pauseOnRateLimit: true }))
  }
  if (config.telegram !== null) {
    const send = telegramSender({ ...config.telegram, dashboardUrl: config.dashboardUrl })
    workers.push(startWorker({ ...common, destination: 'telegram', send, concurrency: 1, intervalMs: config.telegramIntervalMs, pauseOnRateLimit: true }))
  }
  const wakeAll = () => workers.forEach((worker) => worker.wake())

  const keeper = startKeeper(db.file)
  const ingest = createIngest({
    keeper,
    plan: planner(config, subscriptions),
    windowMs: config.batchWindowMs,
    onKept: (kept) => {
      stream.publish(kept)
      wakeAll()
    },
  })
  const server = createHttpServer({
    accessKey: config.accessKey,
    dashboardUrl: config.dashboardUrl,
    log,
    routes: {
      'POST /webhooks/gameboost': webhookHandler({ secrets: config.secrets, keep: ingest.add }),
      ...apiRoutes({ events, subscriptions, deliveries, stream, publicKey: vapid.publicKey, allowLoopback: config.allowLoopback, wakePush: wakeAll }),
    },
  })

  return {
    server,
    /** Deliveries found in flight from a previous run, sent again. */
    resent,
    async close(): Promise<void> {
      stream.close()
      await new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      })
      await Promise.all(workers.map((worker) => worker.stop()))
      await Promise.all([keeper.close(), push.close()])
      db.close()
    },
  }
}
