import { Link } from '@tanstack/react-router'
import type { AccountOrder } from '../../../api/records/account-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { Muted } from '../../../components/ui/text'
import { BuyerRow, ReadField, ReadRow, UnreadableMark } from '../../../components/ui/unreadable-value'
import { formatMoney, humanize } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

/** The order's key facts as one definition list. */
export function OrderSummary({ order }: { order: AccountOrder }) {
  return (
    <KeyValues>
      <ReadRow label="Game" record={order} field="game">
        {(game) => game.name}
      </ReadRow>
      <BuyerRow record={order} />
      {order.status !== null || 'status' in order.unreadable ? (
        <ReadRow label="Status" record={order} field="status">
          {humanize}
        </ReadRow>
      ) : null}
      <KeyValue label="Price">
        <ReadField record={order} field="price">
          {(price) => formatMoney(price, 'EUR')}
        </ReadField>{' '}
        <Muted>
          /{' '}
          <ReadField record={order} field="price_usd">
            {(price) => formatMoney(price, 'USD')}
          </ReadField>
        </Muted>
      </KeyValue>
      <ReadRow label="Delivery time" record={order} field="delivery_time" empty={<Muted>Not given</Muted>}>
        {(time) => time.format_long}
      </ReadRow>
      <ReadRow label="Manual delivery" record={order} field="is_manual_delivery" empty={<Muted>Not sent</Muted>}>
        {(manual) => (manual ? 'Yes, the seller delivers by hand' : 'No, delivered automatically')}
      </ReadRow>
      <ReadRow label="Account offer" record={order} field="account_offer_id" empty={<Muted>Not sent</Muted>}>
        {(id) => <Link {...recordLink('account-offer', id)}>Account offer {id}</Link>}
      </ReadRow>
      <KeyValue label="Dispute">
        <ReadField record={order} field="is_disputed" empty={<Muted>Not sent</Muted>}>
          {(disputed) => (disputed ? 'Disputed' : 'Not disputed')}
        </ReadField>
        {order.dispute_case_id !== null ? ` (case ${order.dispute_case_id})` : null}
        <UnreadableMark record={order} field="dispute_case_id" prefix=" (case " suffix=")" />
      </KeyValue>
    </KeyValues>
  )
}
