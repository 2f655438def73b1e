import { describeBulkChange, type BulkItem, type BulkJob } from '../../../lib/bulk-change'
import { saveCsvFile, toCsv, type CsvColumns } from '../../../lib/csv'
import type { ItemState } from '../../../lib/send-once'
import { Button } from '../../ui/button'

type Row = { item: BulkItem; state: ItemState | null }

const OUTCOMES: Record<ItemState['kind'], string> = {
  ready: 'not sent',
  sending: 'to check',
  done: 'done',
  refused: 'refused',
  check: 'to check',
}

/** The results file: each offer, the change, before and after, and what became of it (the server's reason). */
function resultColumns(job: BulkJob): CsvColumns<Row> {
  return {
    offer_id: ({ item }) => item.offerId,
    title: ({ item }) => item.title,
    change: () => describeBulkChange(job.change),
    before: ({ item }) => item.before,
    after: ({ item }) => (item.skip ? item.before : item.after),
    outcome: ({ item, state }) => (item.skip ? 'not sent' : state ? OUTCOMES[state.kind] : 'not sent'),
    reason: ({ item, state }) => item.skip ?? (state?.kind === 'refused' ? state.reason : null),
  }
}

/** "Download the results (CSV)" of a job. */
export function BulkResultsButton({ job, stateOf }: { job: BulkJob; stateOf: (item: BulkItem) => ItemState | null }) {
  const download = () => {
    const rows = job.items.map((item) => ({ item, state: item.skip ? null : stateOf(item) }))
    saveCsvFile(toCsv(resultColumns(job), rows), `${job.list}-${job.change.kind}-results-${new Date(job.createdAt).toISOString().slice(0, 10)}.csv`)
  }
  return <Button onClick={download}>Download the results (CSV)</Button>
}
