import { Muted } from '../ui/text'
import { BuyerRow, GameRow, ReadRow, StatusRow } from '../ui/unreadable-value'

interface OrderRecord {
  readonly unreadable: object
  readonly status: string | null
  readonly buyer: { readonly id: number; readonly username: string } | null
  readonly game: { readonly name: string } | null
  readonly delivery_time: { readonly format_long: string } | null
  readonly is_disputed: boolean | null
  readonly dispute_case_id: number | null
}

/** The rows every buyer's order page starts with: its status, its buyer and its game, each read on its own. */
export function OrderHeadRows({ order }: { order: OrderRecord }) {
  return (
    <>
      <StatusRow record={order} />
      <BuyerRow record={order} />
      <GameRow record={order} />
    </>
  )
}

/** How long delivery may take, and whether the buyer disputes the order (with the case's id). */
export function OrderDeliveryRows({ order }: { order: OrderRecord }) {
  return (
    <>
      <ReadRow label="Delivery time" record={order} field="delivery_time" empty={<Muted>Not set</Muted>}>
        {(time) => time.format_long}
      </ReadRow>
      <ReadRow label="Disputed" record={order} field="is_disputed" empty={<Muted>Not sent</Muted>}>
        {(disputed) => (disputed ? `Yes${order.dispute_case_id ? ` (case ${order.dispute_case_id})` : ''}` : 'No')}
      </ReadRow>
    </>
  )
}
