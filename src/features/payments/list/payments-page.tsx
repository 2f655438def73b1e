import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { paymentQueries } from '../queries'
import { LedgerIntro } from './ledger-intro'
import { PAYMENT_COLUMNS, paymentLink } from './payments-columns'

const TEXTS: ListTexts = {
  names: { title: 'Payments', one: 'payment', many: 'payments' },
  empty: { title: 'No payments yet', text: 'Sales, fines, payouts and bonuses appear here as they happen.' },
  lookupHint: 'The balance on the overview still shows what you have.',
}

/** The ledger: every payment, newest first, with the whole balance and the range's figures above it. */
export function PaymentsPage() {
  return (
    <ListPage
      query={paymentQueries.list}
      texts={TEXTS}
      columns={PAYMENT_COLUMNS}
      link={paymentLink}
      exportCsv={() => import('./export-payments')}
      intro={(search) => <LedgerIntro search={search} />}
    />
  )
}
