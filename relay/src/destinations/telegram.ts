import type { Claimed } from '../outbox.ts'
import type { Outcome } from './http.ts'
import { byStatus, isReply, jsonOf, send } from './http.ts'
import { clip, noticeUrl } from './notice-url.ts'

/** A short plain-text message with the link (no parse mode, so nothing in it needs escaping). */
export function telegramText(claimed: Claimed, dashboardUrl: string | null): string {
  const url = noticeUrl(dashboardUrl, claimed.notice)
  return clip([claimed.notice.title, claimed.notice.body, url].filter(Boolean).join('\n'), 4000)
}

/** Sends with the bot's `sendMessage`; a 429's `parameters.retry_after` (seconds) is waited out. */
export function telegramSender(options: { token: string; chatId: string; apiUrl: string; dashboardUrl: string | null }) {
  return async (claimed: Claimed): Promise<Outcome> => {
    const response = await send(`${options.apiUrl}/bot${options.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: options.chatId, text: telegramText(claimed, options.dashboardUrl), link_preview_options: { is_disabled: true } }),
    })
    if (!isReply(response)) return response
    if (response.status === 429) {
      const parameters = jsonOf(response).parameters as { retry_after?: unknown } | undefined
      const retryAfter = Number(parameters?.retry_after)
      return byStatus(response, Number.isFinite(retryAfter) ? Math.ceil(retryAfter * 1000) : undefined)
    }
    return byStatus(response)
  }
}
