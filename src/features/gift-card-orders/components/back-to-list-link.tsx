import { Link, useLocation } from '@tanstack/react-router'
import '../history-state'

/** Back to the list, in the view the order was opened from when there is one. */
export function BackToListLink() {
  const listSearch = useLocation({ select: (location) => location.state.giftCardOrdersSearch })
  return (
    <p>
      <Link to="/gift-card-orders" search={listSearch ?? {}}>
        <span aria-hidden="true">← </span>Back to gift card orders
      </Link>
    </p>
  )
}
