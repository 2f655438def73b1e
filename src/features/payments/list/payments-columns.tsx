import { Link, linkOptions } from '@tanstack/react-router'
import type { Payment } from '../../../api/records/payment'
import { dateColumn, fieldColumn, moneyColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { Badge } from '../../../components/ui/badge'
import { TableCell } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { humanize } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

/** The dashboard's page of the order a payment is about, when it has one for that kind of order. */
export function paymentOrderLink(payment: Payment) {
  if (payment.order_id === null) return null
  if (payment.order_type === 'account_order') return recordLink('account-order', payment.order_id)
  if (payment.order_type === 'gift_card_order') return recordLink('gift-card-order', payment.order_id)
  return null
}

/** Where a payment's row leads: its order's page, else the ledger narrowed to it. */
export const paymentLink = (payment: Payment) =>
  paymentOrderLink(payment) ?? linkOptions({ to: '/payments', search: { search: String(payment.id) } })

function OrderCell({ payment }: { payment: Payment }) {
  const link = paymentOrderLink(payment)
  const name = `${humanize(payment.order_type ?? 'order')} ${payment.order_id ?? ''}`.trim()
  if (payment.order_id === null) return <Muted>None</Muted>
  return link ? <Link {...link}>{name}</Link> : <>{name}</>
}

export const PAYMENT_COLUMNS: readonly ListColumn<Payment>[] = [
  dateColumn('Date', 'created_at'),
  fieldColumn<Payment, 'type'>('Type', 'type', (type) => humanize(type), {
    empty: <Muted>Not sent</Muted>,
    below: (payment) => (
      <>
        {payment.is_fine ? <Badge tone="danger">Fine</Badge> : null} {payment.is_warehouse ? <Badge>Warehouse</Badge> : null}
      </>
    ),
  }),
  {
    key: 'order',
    header: 'Order',
    cell: (payment) => (
      <TableCell>
        <OrderCell payment={payment} />
      </TableCell>
    ),
  },
  fieldColumn<Payment, 'note'>('Note', 'note', (note) => note, { empty: <Muted>None</Muted> }),
  moneyColumn('Amount', 'amount_eur', 'amount_usd', 'amount_eur'),
  // The API cannot sort by it: no sort key.
  moneyColumn('Balance after', 'balance_after_eur', 'balance_after_usd', ''),
]
