import type { ListTexts } from '../../../components/list/list-context'
import { ListPage } from '../../../components/list/list-page'
import { giftCardOrderQueries, type GiftCardOrdersSearch } from '../queries'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import '../history-state'
import { GIFT_CARD_ORDER_COLUMNS } from './gift-card-orders-columns'

const TEXTS: ListTexts = {
  names: { title: 'Gift card orders', one: 'order', many: 'orders' },
  empty: { title: 'No gift card orders yet', text: 'Orders of your gift cards appear here as soon as buyers place them.' },
  lookupHint: 'Open an order by its id: /gift-card-orders/ followed by the id.',
}

/** An order's page, which remembers the list's view for its way back. */
const orderLink = (order: GiftCardOrder, giftCardOrdersSearch: GiftCardOrdersSearch) => ({
  to: '/gift-card-orders/$giftCardOrderId' as const,
  params: { giftCardOrderId: order.id },
  state: { giftCardOrdersSearch },
})

export function GiftCardOrdersPage() {
  return (
    <ListPage
      query={giftCardOrderQueries.list}
      numericSearch
      texts={TEXTS}
      columns={GIFT_CARD_ORDER_COLUMNS}
      link={orderLink}
      exportCsv={() => import('../export/export-orders')}
    />
  )
}
