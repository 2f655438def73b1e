import { getRouteApi } from '@tanstack/react-router'
import { giftCardOrderList } from '../../../api/lists'
import { ExportCsv, type ExportList } from '../../../components/list/export-csv'
import { ListPage } from '../../../components/list/list-page'
import { giftCardOrderQueries } from '../queries'
import '../history-state'
import { GIFT_CARD_ORDER_COLUMNS } from './gift-card-orders-columns'

const NAMES = { title: 'Gift card orders', one: 'order', many: 'orders' }
const EMPTY = {
  title: 'No gift card orders yet',
  text: 'Orders of your gift cards appear here as soon as buyers place them.',
}

const listRoute = getRouteApi('/_app/gift-card-orders/')

// Loaded on first use: the export code is not part of the page's first load.
const exportOrders: ExportList = async (query, options) =>
  (await import('../export/export-orders')).exportGiftCardOrders(query, options)

export function GiftCardOrdersPage() {
  // The list's view, remembered by the order's page for its way back.
  const state = { giftCardOrdersSearch: listRoute.useSearch() }
  return (
    <ListPage
      routeId="/_app/gift-card-orders/"
      list={giftCardOrderList}
      query={giftCardOrderQueries.list}
      names={NAMES}
      empty={EMPTY}
      lookupHint="Open an order by its id: /gift-card-orders/ followed by the id."
      columns={GIFT_CARD_ORDER_COLUMNS}
      link={(order) => ({
        to: '/gift-card-orders/$giftCardOrderId',
        params: { giftCardOrderId: String(order.id) },
        state,
      })}
      numericSearch
      actions={(total) => <ExportCsv exportList={exportOrders} total={total} />}
    />
  )
}
