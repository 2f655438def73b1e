import { Button } from '../../../components/ui/button'
import { SectionCard } from '../../../components/ui/section-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { saveCsvFile, toCsv } from '../../../lib/csv'
import type { ImportColumn } from './import-columns'
import styles from './import.module.css'

/** The game's columns, what each takes, and its header row as a file to fill in. */
export function ImportColumnsCard({ game, columns }: { game: string; columns: readonly ImportColumn[] }) {
  const downloadHeader = () => saveCsvFile(toCsv(Object.fromEntries(columns.map((column) => [column.name, () => null])), []), `account-offers-${game}.csv`)
  return (
    <SectionCard title="Columns" actions={<Button onClick={downloadHeader}>Download the header row</Button>}>
      <div className={styles.stack}>
        <Muted as="p">
          The first row names the columns, in any order; a column not listed here is ignored. Rows are numbered as a
          spreadsheet numbers them: the header is row 1. A cell with line breaks, commas or quotes is quoted, as
          spreadsheets save it.
        </Muted>
        <Table cards>
          <TableHeader>
            <TableRow>
              <TableHead>Column</TableHead>
              <TableHead>Takes</TableHead>
              <TableHead>Required</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {columns.map((column) => (
              <TableRow key={column.name}>
                <TableCell card={{ slot: 'title', label: 'Column' }} className={styles.code}>
                  {column.name}
                </TableCell>
                <TableCell card={{ slot: 'detail', label: 'Takes' }}>{column.takes}</TableCell>
                <TableCell card={{ slot: 'detail', label: 'Required' }}>{column.required}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </SectionCard>
  )
}
