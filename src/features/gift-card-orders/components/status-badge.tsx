import { humanize } from '../../../lib/format'

const TONES: Record<string, string> = {
  delivered: 'badge badge--success',
  refunded: 'badge badge--danger',
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={TONES[status] ?? 'badge'}>{humanize(status)}</span>
}
