import type { AccountOrder } from '../../../api/records/account-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { Muted } from '../../../components/ui/text'
import { BuyerField, ReadField } from '../../../components/ui/unreadable-value'
import { formatMoney, humanize } from '../../../lib/format'

/** The order's key facts as one definition list. */
export function OrderSummary({ order }: { order: AccountOrder }) {
  return (
    <KeyValues>
      <KeyValue label="Game">
        <ReadField record={order} field="game">
          {(game) => game.name}
        </ReadField>
      </KeyValue>
      <KeyValue label="Buyer">
        <BuyerField record={order} />
      </KeyValue>
      {order.status !== null || 'status' in order.unreadable ? (
        <KeyValue label="Status">
          <ReadField record={order} field="status">
            {humanize}
          </ReadField>
        </KeyValue>
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
      <KeyValue label="Delivery time">
        <ReadField record={order} field="delivery_time" empty={<Muted>Not given</Muted>}>
          {(time) => time.format_long}
        </ReadField>
      </KeyValue>
      <KeyValue label="Manual delivery">
        <ReadField record={order} field="is_manual_delivery">
          {(manual) => (manual ? 'Yes, the seller delivers by hand' : 'No, delivered automatically')}
        </ReadField>
      </KeyValue>
      <KeyValue label="Account offer">
        <ReadField record={order} field="account_offer_id">
          {(id) => id}
        </ReadField>
      </KeyValue>
      <KeyValue label="Dispute">
        <ReadField record={order} field="is_disputed">
          {(disputed) => (disputed ? 'Disputed' : 'Not disputed')}
        </ReadField>
        {order.dispute_case_id !== null ? ` (case ${order.dispute_case_id})` : null}
        {'dispute_case_id' in order.unreadable ? (
          <>
            {' '}
            (case{' '}
            <ReadField record={order} field="dispute_case_id">
              {(id) => id}
            </ReadField>
            )
          </>
        ) : null}
      </KeyValue>
    </KeyValues>
  )
}
