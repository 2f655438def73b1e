import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'

const orderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  price_eur: z.string(),
  status: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.number(),
})
const ordersResponseSchema = z.object({ data: z.array(orderSchema) })
export type Order = z.output<typeof orderSchema>

export const ordersSearchSchema = z.object({ search: z.string().optional() })
export type OrdersSearch = z.output<typeof ordersSearchSchema>

/** The same list and the same token the dashboard uses, read through a schema. */
async function fetchOrders(search: OrdersSearch, signal: AbortSignal): Promise<Order[]> {
  const params = new URLSearchParams({ per_page: '15', sort: '-created_at' })
  if (search.search) params.set('filter[search]', search.search)
  const response = await fetch(`/v2/gift-card-orders?${params}`, {
    signal,
    headers: { Accept: 'application/json', Authorization: `Bearer ${sessionStorage.getItem('seller-dashboard.token')}` },
  })
  if (!response.ok) throw new Error(`The API answered ${response.status}.`)
  return ordersResponseSchema.parse(await response.json()).data
}

export const ordersQuery = (search: OrdersSearch) =>
  queryOptions({ queryKey: ['orders', search], queryFn: ({ signal }) => fetchOrders(search, signal) })
