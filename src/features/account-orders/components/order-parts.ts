import type { JumpTarget } from '../../../components/ui/jump-nav'
import { DISPUTE_SECTION_ID } from './account-order-header'

export const CREDENTIALS_SECTION_ID = 'order-credentials'

/** The parts of an order's page its top links to; a new part is one line here, and its section takes the id. */
export function orderParts({ disputed }: { disputed: boolean }): JumpTarget[] {
  return [
    ...(disputed ? [{ id: DISPUTE_SECTION_ID, label: 'Dispute' }] : []),
    { id: CREDENTIALS_SECTION_ID, label: 'Credentials' },
  ]
}
