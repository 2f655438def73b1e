import type { Claimed } from '../outbox.ts'
import type { Outcome } from './http.ts'
import { byStatus, headerOf, isReply, jsonOf, send } from './http.ts'
import { clip, noticeUrl } from './notice-url.ts'

const DISPUTE_COLOUR = 0xd97706
const ORDER_COLOUR = 0x2563eb

/** A Discord embed per notice; mentions are off, so nothing in a payload can ping a channel. */
export function discordMessage(claimed: Claimed, dashboardUrl: string | null) {
  const { notice } = claimed
  const url = noticeUrl(dashboardUrl, notice)
  return {
    username: 'GameBoost relay',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: clip(notice.title, 256),
        description: clip(notice.body, 2000),
        ...(url === null ? {} : { url }),
        color: notice.event.startsWith('order.dispute.') ? DISPUTE_COLOUR : ORDER_COLOUR,
        footer: { text: notice.event },
      },
    ],
  }
}

/**
 * Posts to the channel's webhook. A 429 is waited out by its `retry_after` (seconds, may be fractional); when
 * Discord says the bucket is empty (`X-RateLimit-Remaining: 0`), the next message waits for its reset.
 */
export function discordSender(options: { webhookUrl: string; dashboardUrl: string | null }) {
  return async (claimed: Claimed): Promise<Outcome & { pauseMs?: number }> => {
    const url = new URL(options.webhookUrl)
    url.searchParams.set('wait', 'true')
    const response = await send(url.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(discordMessage(claimed, options.dashboardUrl)),
    })
    if (!isReply(response)) return response
    if (response.status === 429) {
      const retryAfter = Number(jsonOf(response).retry_after)
      return byStatus(response, Number.isFinite(retryAfter) ? Math.ceil(retryAfter * 1000) : undefined)
    }
    const outcome = byStatus(response)
    const resetAfter = Number(headerOf(response, 'x-ratelimit-reset-after'))
    if (headerOf(response, 'x-ratelimit-remaining') === '0' && Number.isFinite(resetAfter)) return { ...outcome, pauseMs: Math.ceil(resetAfter * 1000) }
    return outcome
  }
}
