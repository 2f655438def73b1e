import type { MaxDelivery } from './search'

export const MAX_DELIVERY_SECONDS: Record<MaxDelivery, number> = {
  '1h': 3600,
  '6h': 6 * 3600,
  '24h': 24 * 3600,
  '3d': 3 * 24 * 3600,
}

export const MAX_DELIVERY_LABELS: Record<MaxDelivery, string> = {
  '1h': '1 hour',
  '6h': '6 hours',
  '24h': '24 hours',
  '3d': '3 days',
}
