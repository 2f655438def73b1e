import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { giftCardOrderList, type ListQuery } from '../../api/lists'
import type { ListSearch } from '../../lib/list-search'

export type GiftCardOrdersSearch = ListSearch<typeof giftCardOrderList>
export type GiftCardOrdersQuery = ListQuery<typeof giftCardOrderList>

export const giftCardOrderQueries = {
  all: () => ['gift-card-orders'] as const,
  list: (search: GiftCardOrdersSearch) =>
    queryOptions({
      queryKey: [...giftCardOrderQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => api.listGiftCardOrders(search, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...giftCardOrderQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.getGiftCardOrder(id, { signal }),
    }),
}

