import type { Config } from './config.ts'
import type { Target } from './events.ts'
import type { QuietHours, Subscription, SubscriptionStore } from './subscriptions.ts'

const minutes = (hhmm: string) => {
  const [hours = 0, mins = 0] = hhmm.split(':').map(Number)
  return hours * 60 + mins
}

/** Whether `at` lies within the quiet hours, read on the clock of their time zone (a range may span midnight). */
export function isQuiet(quiet: QuietHours, at: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: quiet.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at)
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0)
  const now = part('hour') * 60 + part('minute')
  const from = minutes(quiet.from)
  const to = minutes(quiet.to)
  if (from === to) return false
  return from < to ? now >= from && now < to : now >= from || now < to
}

const isDispute = (name: string) => name.startsWith('order.dispute.')

export function wants(subscription: Subscription, name: string, at: Date): boolean {
  if (subscription.events !== null && !subscription.events.includes(name)) return false
  return subscription.quietHours === null || isDispute(name) || !isQuiet(subscription.quietHours, at)
}

/** Every destination an event goes to, decided when it is received: each one gets its own outbox row. */
export function planner(config: Config, subscriptions: SubscriptionStore) {
  return (name: string): Target[] => {
    const at = new Date()
    const targets: Target[] = []
    if (config.discordWebhookUrl !== null) targets.push({ destination: 'discord', subscriptionId: null, target: 'discord' })
    if (config.telegram !== null) targets.push({ destination: 'telegram', subscriptionId: null, target: 'telegram' })
    for (const subscription of subscriptions.all()) {
      if (wants(subscription, name, at)) {
        targets.push({ destination: 'push', subscriptionId: subscription.id, target: new URL(subscription.endpoint).origin })
      }
    }
    return targets
  }
}
