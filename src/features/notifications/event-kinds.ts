/** The marketplace's events a seller can be told of (api-notes, "Webhooks"), each as the seller calls it. */
export const EVENT_KINDS = [
  { event: 'account.order.purchased', label: 'New account order' },
  { event: 'item.order.purchased', label: 'New item order' },
  { event: 'currency.order.purchased', label: 'New currency order' },
  { event: 'gift_card.order.purchased', label: 'New gift card order' },
  { event: 'order.dispute.created', label: 'New dispute' },
  { event: 'order.dispute.updated', label: 'A dispute moved' },
] as const

/** An event's kind in words; one this dashboard does not know keeps its own name. */
export function eventKindLabel(event: string | null): string {
  if (event === null) return 'Unknown event'
  return EVENT_KINDS.find((kind) => kind.event === event)?.label ?? event
}
