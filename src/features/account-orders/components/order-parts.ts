import type { JumpTarget } from '../../../components/ui/jump-nav'
import { DISPUTE_SECTION_ID } from './account-order-header'

export const CREDENTIALS_SECTION_ID = 'order-credentials'
/** The conversation's section (another feature's) takes this id. */
export const CONVERSATION_SECTION_ID = 'conversation'

/** The parts of an order's page its top links to; a new part is one line here, and its section takes the id. */
export function orderParts({ disputed, conversation }: { disputed: boolean; conversation: boolean }): JumpTarget[] {
  return [
    ...(disputed ? [{ id: DISPUTE_SECTION_ID, label: 'Dispute' }] : []),
    ...(conversation ? [{ id: CONVERSATION_SECTION_ID, label: 'Conversation' }] : []),
    { id: CREDENTIALS_SECTION_ID, label: 'Credentials' },
  ]
}
