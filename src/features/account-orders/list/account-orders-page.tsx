import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { accountOrderQueries } from '../queries'
import { ACCOUNT_ORDER_COLUMNS, orderLink } from './account-orders-columns'

const TEXTS: ListTexts = {
  names: { title: 'Account orders', one: 'order', many: 'orders' },
  empty: { title: 'No account orders yet', text: 'Orders of your accounts appear here as soon as buyers place them.' },
  lookupHint: 'You can still open an order by its id: type it in Search at the top of the page (Ctrl K).',
}

export function AccountOrdersPage() {
  return (
    <ListPage
      query={accountOrderQueries.list}
      texts={TEXTS}
      columns={ACCOUNT_ORDER_COLUMNS}
      link={orderLink}
      exportCsv={() => import('./export-account-orders')}
    />
  )
}
