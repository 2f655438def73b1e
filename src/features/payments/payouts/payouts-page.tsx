import { linkOptions } from '@tanstack/react-router'
import type { Payout } from '../../../api/records/payment'
import { dateColumn, fieldColumn, idColumn, moneyColumn, statusColumn } from '../../../components/list/columns'
import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import type { ListColumn } from '../../../components/list/list-table'
import { Badge } from '../../../components/ui/badge'
import { Muted } from '../../../components/ui/text'
import { formatMoney, humanize } from '../../../lib/format'
import { paymentQueries } from '../queries'

const TEXTS: ListTexts = {
  names: { title: 'Payouts', one: 'payout', many: 'payouts' },
  empty: { title: 'No payouts yet', text: 'The payouts you request from the marketplace appear here.' },
  lookupHint: 'Your payouts also show in the ledger, under Payments.',
}

export const PAYOUT_COLUMNS: readonly ListColumn<Payout>[] = [
  idColumn('Id', false),
  statusColumn(),
  fieldColumn<Payout, 'method'>('Method', 'method', (method) => humanize(method), {
    empty: <Muted>Not sent</Muted>,
    below: (payout) => (payout.is_warehouse ? <Badge>Warehouse</Badge> : null),
  }),
  moneyColumn('Requested', 'requested_amount_eur', 'requested_amount_usd', ''),
  fieldColumn<Payout, 'received_amount_eur'>('Received', 'received_amount_eur', (amount) => formatMoney(amount, 'EUR'), {
    numeric: true,
    empty: <Muted>Not yet</Muted>,
    below: (payout) => (payout.received_amount_usd === null ? null : formatMoney(payout.received_amount_usd, 'USD')),
  }),
  dateColumn('Requested on', 'created_at'),
  dateColumn('Paid', 'paid_at'),
  fieldColumn<Payout, 'note'>('Note', 'note', (note) => note, { empty: <Muted>None</Muted> }),
]

/** A payout's row leads to the ledger's payouts. */
const payoutLink = () => linkOptions({ to: '/payments', search: { type: 'payout' as const } })

export function PayoutsPage() {
  return (
    <ListPage
      query={paymentQueries.payouts}
      texts={TEXTS}
      columns={PAYOUT_COLUMNS}
      link={payoutLink}
      exportCsv={() => import('./export-payouts')}
    />
  )
}
