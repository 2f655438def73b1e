import { linkOptions } from '@tanstack/react-router'
import type { SellerBreak } from '../../../api/records/seller-break'
import { dateColumn, fieldColumn, idColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { Badge } from '../../../components/ui/badge'
import { DateTime } from '../../../components/ui/date-time'
import { Muted } from '../../../components/ui/text'
import { modeLabel } from '../../../api/seller-break-modes'

/** A break has no page of its own: its row leads to the history narrowed to it. */
export const breakLink = (record: SellerBreak) => linkOptions({ to: '/breaks', search: { search: String(record.id) } })

export const BREAK_COLUMNS: readonly ListColumn<SellerBreak>[] = [
  idColumn('Id', false),
  fieldColumn<SellerBreak, 'mode'>('Mode', 'mode', (mode) => modeLabel(mode), { empty: <Muted>Not given</Muted>, card: 'title' }),
  dateColumn('Started', 'started_at'),
  fieldColumn<SellerBreak, 'ended_at'>('Ended', 'ended_at', (seconds) => <DateTime seconds={seconds} />, {
    empty: <Badge tone="warning">On now</Badge>,
    card: 'status',
  }),
  fieldColumn<SellerBreak, 'comment'>('Comment', 'comment', (comment) => comment, { empty: <Muted>None</Muted> }),
]
