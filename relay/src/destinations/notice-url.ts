import type { Notice } from '../outbox.ts'

/** The dashboard's URL of a notice's record (RELAY_DASHBOARD_URL and the record's path), or null without a dashboard. */
export function noticeUrl(dashboardUrl: string | null, notice: Notice): string | null {
  if (dashboardUrl === null) return null
  return `${dashboardUrl}${notice.path ?? '/'}`
}

export const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)
