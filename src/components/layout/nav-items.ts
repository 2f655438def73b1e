import type { IconNode } from 'lucide'
import coinsIcon from 'lucide/dist/esm/icons/coins.mjs'
import giftIcon from 'lucide/dist/esm/icons/gift.mjs'
import boxesIcon from 'lucide/dist/esm/icons/boxes.mjs'
import historyIcon from 'lucide/dist/esm/icons/rotate-ccw-clock.mjs'
import layoutDashboardIcon from 'lucide/dist/esm/icons/layout-dashboard.mjs'
import scaleIcon from 'lucide/dist/esm/icons/scale.mjs'
import ticketIcon from 'lucide/dist/esm/icons/ticket.mjs'
import userRoundIcon from 'lucide/dist/esm/icons/user-round.mjs'
import walletIcon from 'lucide/dist/esm/icons/wallet.mjs'
import banknoteIcon from 'lucide/dist/esm/icons/banknote.mjs'
import coffeeIcon from 'lucide/dist/esm/icons/coffee.mjs'
import packageIcon from 'lucide/dist/esm/icons/package.mjs'
import idCardIcon from 'lucide/dist/esm/icons/id-card.mjs'
import bellRingIcon from 'lucide/dist/esm/icons/bell-ring.mjs'
import inboxIcon from 'lucide/dist/esm/icons/inbox.mjs'

export interface NavItem {
  label: string
  icon: IconNode
  /** The list's path. Until its route exists, the entry opens the search to look an item up by id. */
  to: string
  /** The search's prompt while the list does not exist yet. */
  lookup?: string
  /** The name of one item in breadcrumbs: "Order 1003". */
  item?: string
}

/** The sidebar, the search's pages and the breadcrumbs all read this list: a new area is one line here. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Overview', icon: layoutDashboardIcon, to: '/' },
  { label: 'Gift card orders', icon: giftIcon, to: '/gift-card-orders', item: 'Order' },
  { label: 'Account orders', icon: userRoundIcon, to: '/account-orders', item: 'Order', lookup: 'Type an account order id, e.g. 1001' },
  { label: 'Disputes', icon: scaleIcon, to: '/disputes', item: 'Dispute', lookup: 'Type the id of the disputed account order, e.g. 1001' },
  { label: 'Account offers', icon: idCardIcon, to: '/account-offers', item: 'Offer', lookup: 'Type an account offer id, e.g. 40007' },
  { label: 'Currency offers', icon: coinsIcon, to: '/currency-offers', item: 'Offer', lookup: 'Type a currency offer id, e.g. 3001' },
  { label: 'Gift card offers', icon: ticketIcon, to: '/gift-card-offers', item: 'Offer', lookup: 'Type a gift card offer id, e.g. 800' },
  { label: 'Item offers', icon: boxesIcon, to: '/item-offers', item: 'Offer', lookup: 'Type an item offer id, e.g. 5001' },
  { label: 'Item orders', icon: packageIcon, to: '/item-orders', item: 'Order', lookup: 'Type an item order id, e.g. 5101' },
  { label: 'Payments', icon: walletIcon, to: '/payments' },
  { label: 'Payouts', icon: banknoteIcon, to: '/payouts' },
  { label: 'Breaks', icon: coffeeIcon, to: '/breaks' },
  { label: 'Activity', icon: historyIcon, to: '/activity' },
  { label: 'Inbox', icon: inboxIcon, to: '/inbox' },
  { label: 'Notifications', icon: bellRingIcon, to: '/notifications' },
]
