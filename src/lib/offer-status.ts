/** `list` publishes an offer, `draft` unlists it (no new purchases), `archive` puts it away. */
export type OfferStatusAction = 'list' | 'draft' | 'archive'

/** The status each action leads to on the live service (currency and item offers alike). */
export const STATUS_AFTER: Record<OfferStatusAction, 'listed' | 'draft' | 'archived'> = {
  list: 'listed',
  draft: 'draft',
  archive: 'archived',
}
