import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { giftCardOrderList, type ListQuery } from '../../api/lists'
import { listQuery } from '../../lib/load-query'
import type { ListSearch } from '../../lib/list-search'

export type GiftCardOrdersSearch = ListSearch<typeof giftCardOrderList>
export type GiftCardOrdersQuery = ListQuery<typeof giftCardOrderList>

const all = () => ['gift-card-orders'] as const

export const giftCardOrderQueries = {
  all,
  list: listQuery(giftCardOrderList, all(), (search, options) => api.listGiftCardOrders(search, options)),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...giftCardOrderQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.getGiftCardOrder(id, { signal }),
    }),
}

