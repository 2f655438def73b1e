import { Button } from '../../../components/ui/button'
import { SectionCard } from '../../../components/ui/section-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { saveCsvFile } from '../../../lib/csv'
import type { ImportColumn } from './import-columns'
import { sheetHeader, templateFile } from './template-file'
import styles from './import.module.css'

interface ImportColumnsCardProps {
  game: { slug: string; name: string }
  columns: readonly ImportColumn[]
  /** The template's samples of its fixed fields, for the template file's example row. */
  samples: Readonly<Record<string, string>>
}

/** The game's columns, what each takes, and a template file to fill in. */
export function ImportColumnsCard({ game, columns, samples }: ImportColumnsCardProps) {
  const download = () => saveCsvFile(templateFile(game.name, columns, samples), `account-offers-${game.slug}.csv`)
  return (
    <SectionCard title="Columns" actions={<Button onClick={download}>Download a template file</Button>}>
      <div className={styles.stack}>
        <Muted as="p">
          The first row names the columns, in any order, by name or label, in any case (<code>Server</code>,{' '}
          <code>account_data.server</code>). Columns that match none, and required ones missing, are asked about
          before any row is checked. Rows are numbered as a spreadsheet numbers them: the header is row 1. A cell with
          line breaks, commas or quotes is quoted, as spreadsheets save it.
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
                  {sheetHeader(column, columns)}
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
