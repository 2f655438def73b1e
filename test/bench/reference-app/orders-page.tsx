import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { ordersQuery, ordersSearchSchema, type OrdersSearch } from './orders-api'

interface Props {
  search: OrdersSearch
  onSearch: (search: OrdersSearch) => void
}

/** One table route: a filter form (react-hook-form, zod) and the first page of gift card orders. */
export function OrdersPage({ search, onSearch }: Props) {
  const { data: orders } = useSuspenseQuery(ordersQuery(search))
  const { register, handleSubmit } = useForm<OrdersSearch>({
    resolver: zodResolver(ordersSearchSchema),
    defaultValues: search,
  })
  return (
    <main>
      <h1>Gift card orders</h1>
      <form role="search" onSubmit={handleSubmit(onSearch)}>
        <label htmlFor="search">Search</label> <input id="search" {...register('search')} />{' '}
        <button type="submit">Filter</button>
      </form>
      <table>
        <caption>First page, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Title</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price (EUR)</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.title}</td>
              <td className="number">{order.quantity}</td>
              <td className="number">{order.price_eur}</td>
              <td>{order.status ?? '–'}</td>
              <td>{new Date(order.created_at * 1000).toISOString().slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
