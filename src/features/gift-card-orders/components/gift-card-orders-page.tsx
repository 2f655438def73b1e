import { giftCardOrderList } from '../../../api/lists'
import { ExportCsv, type ExportList } from '../../../components/list/export-csv'
import { ListPage } from '../../../components/list/list-page'
import { giftCardOrderQueries } from '../queries'
import { GiftCardOrdersTable } from './gift-card-orders-table'

const NAMES = { title: 'Gift card orders', one: 'order', many: 'orders' }
const EMPTY = {
  title: 'No gift card orders yet',
  text: 'Orders of your gift cards appear here as soon as buyers place them.',
}

// Loaded on first use: the export code is not part of the page's first load.
const exportOrders: ExportList = async (query, options) =>
  (await import('../export/export-orders')).exportGiftCardOrders(query, options)

export function GiftCardOrdersPage() {
  return (
    <ListPage
      routeId="/_app/gift-card-orders/"
      list={giftCardOrderList}
      query={giftCardOrderQueries.list}
      names={NAMES}
      empty={EMPTY}
      lookupHint="Open an order by its id: /gift-card-orders/ followed by the id."
      columns={9}
      numericSearch
      actions={(total) => <ExportCsv exportList={exportOrders} total={total} />}
    >
      {(orders, stale) => <GiftCardOrdersTable orders={orders} stale={stale} />}
    </ListPage>
  )
}
