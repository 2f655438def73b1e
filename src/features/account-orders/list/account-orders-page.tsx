import { accountOrderList } from '../../../api/lists'
import { ExportCsv, type ExportList } from '../../../components/list/export-csv'
import { ListPage } from '../../../components/list/list-page'
import { accountOrderQueries } from '../queries'
import { ACCOUNT_ORDER_COLUMNS, orderLink } from './account-orders-columns'

const NAMES = { title: 'Account orders', one: 'order', many: 'orders' }
const EMPTY = {
  title: 'No account orders yet',
  text: 'Orders of your accounts appear here as soon as buyers place them.',
}

// Loaded on first use: the export code is not part of the page's first load.
const exportOrders: ExportList = async (query, options) =>
  (await import('./export-account-orders')).exportAccountOrders(query, options)

export function AccountOrdersPage() {
  return (
    <ListPage
      routeId="/_app/account-orders/"
      list={accountOrderList}
      query={accountOrderQueries.list}
      names={NAMES}
      empty={EMPTY}
      lookupHint="You can still open an order by its id: type it in Search at the top of the page (Ctrl K)."
      columns={ACCOUNT_ORDER_COLUMNS}
      link={orderLink}
      actions={(total) => <ExportCsv exportList={exportOrders} total={total} />}
    />
  )
}
