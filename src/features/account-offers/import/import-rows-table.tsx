import { Link } from '@tanstack/react-router'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { recordLink } from '../../../lib/record-link'
import { CheckRow } from './check-row'
import type { ImportRow } from './import-rows'
import type { RowState } from './use-import-run'

interface ImportRowsTableProps {
  rows: readonly ImportRow[]
  states: ReadonlyMap<number, RowState>
  game: string
  busy: boolean
  onCreated: (row: ImportRow, offerId: number) => void
  onSendAgain: (row: ImportRow) => void
}

function Outcome({ row, state, ...props }: { row: ImportRow; state: RowState | undefined } & Omit<ImportRowsTableProps, 'rows' | 'states'>) {
  switch (state?.kind) {
    case 'invalid':
      return <>Fails the checks (above)</>
    case 'sending':
      return <>Sending…</>
    case 'done':
      return state.resultId === null ? (
        <>Created{state.earlier ? ' earlier' : ''}</>
      ) : (
        <>
          <Link {...recordLink('account-offer', state.resultId)}>Offer {state.resultId}</Link>
          {state.earlier ? ' (created earlier)' : ''}
        </>
      )
    case 'refused':
      return <>Refused: {state.reason}</>
    case 'check':
      return <CheckRow row={row} game={props.game} busy={props.busy} onCreated={(id) => props.onCreated(row, id)} onSendAgain={() => props.onSendAgain(row)} />
    default:
      return <>Not sent yet</>
  }
}

/** Every row: its title and price (never its credentials) and what became of it. */
export function ImportRowsTable({ rows, states, ...props }: ImportRowsTableProps) {
  return (
    <Table cards aria-label="Rows">
      <TableHeader>
        <TableRow>
          <TableHead>Row</TableHead>
          <TableHead>Title</TableHead>
          <TableHead numeric>Price (EUR)</TableHead>
          <TableHead>Outcome</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.number}>
            <TableCell card={{ slot: 'id', label: 'Row' }}>{row.number}</TableCell>
            <TableCell card={{ slot: 'title', label: 'Title' }}>{row.title}</TableCell>
            <TableCell numeric card={{ slot: 'amount', label: 'Price (EUR)' }}>
              {row.price}
            </TableCell>
            <TableCell card={{ slot: 'detail', label: 'Outcome' }}>
              <Outcome row={row} state={states.get(row.number)} {...props} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
