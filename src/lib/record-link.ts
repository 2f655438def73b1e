import { linkOptions } from '@tanstack/react-router'
import type { RecentKind } from './recent-items'

/** The page of a record the dashboard opens by id, as the router's typed link: `<Link {...recordLink(kind, id)}>`. */
export function recordLink(kind: RecentKind, id: number) {
  switch (kind) {
    case 'account-order':
      return linkOptions({ to: '/account-orders/$accountOrderId', params: { accountOrderId: id } })
    case 'gift-card-order':
      return linkOptions({ to: '/gift-card-orders/$giftCardOrderId', params: { giftCardOrderId: id } })
    case 'competing-offers':
      return linkOptions({ to: '/currency-offers/$currencyOfferId/other-offers', params: { currencyOfferId: id } })
    case 'dispute':
      return linkOptions({ to: '/disputes/$disputeId', params: { disputeId: id } })
    case 'currency-offer':
      return linkOptions({ to: '/currency-offers/$currencyOfferId', params: { currencyOfferId: id } })
    case 'account-offer':
      return linkOptions({ to: '/account-offers/$accountOfferId', params: { accountOfferId: id } })
    case 'currency-order':
      return linkOptions({ to: '/currency-orders/$currencyOrderId', params: { currencyOrderId: id } })
    case 'item-order':
      return linkOptions({ to: '/item-orders/$itemOrderId', params: { itemOrderId: id } })
    case 'item-offer':
      return linkOptions({ to: '/item-offers/$itemOfferId', params: { itemOfferId: id } })
    case 'gift-card-offer':
      return linkOptions({ to: '/gift-card-offers/$giftCardOfferId', params: { giftCardOfferId: id } })
  }
}
