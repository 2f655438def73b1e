import Coins from 'lucide-react/icons/coins'
import Gift from 'lucide-react/icons/gift'
import Boxes from 'lucide-react/icons/boxes'
import History from 'lucide-react/icons/history'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import Scale from 'lucide-react/icons/scale'
import Ticket from 'lucide-react/icons/ticket'
import UserRound from 'lucide-react/icons/user-round'
import Wallet from 'lucide-react/icons/wallet'
import Banknote from 'lucide-react/icons/banknote'
import Coffee from 'lucide-react/icons/coffee'
import Package from 'lucide-react/icons/package'
import IdCard from 'lucide-react/icons/id-card'

export interface NavItem {
  label: string
  icon: typeof Gift
  /** The list's path. Until its route exists, the entry opens the search to look an item up by id. */
  to: string
  /** The search's prompt while the list does not exist yet. */
  lookup?: string
  /** The name of one item in breadcrumbs: "Order 1003". */
  item?: string
}

/** The sidebar, the search's pages and the breadcrumbs all read this list: a new area is one line here. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Overview', icon: LayoutDashboard, to: '/' },
  { label: 'Gift card orders', icon: Gift, to: '/gift-card-orders', item: 'Order' },
  { label: 'Account orders', icon: UserRound, to: '/account-orders', item: 'Order', lookup: 'Type an account order id, e.g. 1001' },
  { label: 'Disputes', icon: Scale, to: '/disputes', item: 'Dispute', lookup: 'Type the id of the disputed account order, e.g. 1001' },
  { label: 'Account offers', icon: IdCard, to: '/account-offers', item: 'Offer', lookup: 'Type an account offer id, e.g. 40007' },
  { label: 'Currency offers', icon: Coins, to: '/currency-offers', item: 'Offer', lookup: 'Type a currency offer id, e.g. 3001' },
  { label: 'Gift card offers', icon: Ticket, to: '/gift-card-offers', item: 'Offer', lookup: 'Type a gift card offer id, e.g. 800' },
  { label: 'Item offers', icon: Boxes, to: '/item-offers', item: 'Offer', lookup: 'Type an item offer id, e.g. 5001' },
  { label: 'Item orders', icon: Package, to: '/item-orders', item: 'Order', lookup: 'Type an item order id, e.g. 5101' },
  { label: 'Payments', icon: Wallet, to: '/payments' },
  { label: 'Payouts', icon: Banknote, to: '/payouts' },
  { label: 'Breaks', icon: Coffee, to: '/breaks' },
  { label: 'Activity', icon: History, to: '/activity' },
]
