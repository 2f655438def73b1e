import { TableSkeleton } from './table-skeleton'
import '../gift-card-orders.css'

/** The page's frame while the first page of orders loads. */
export function GiftCardOrdersPending() {
  return (
    <section className="page gco-page" aria-labelledby="gift-card-orders-pending-title">
      <h1 id="gift-card-orders-pending-title">Gift card orders</h1>
      <TableSkeleton />
    </section>
  )
}
