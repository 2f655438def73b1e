import type { GiftCardOffer } from '../../../api/records/gift-card-offer'
import { dateColumn, fieldColumn, idColumn, moneyColumn } from '../../../components/list/columns'
import type { ListColumn } from '../../../components/list/list-table'
import { Muted } from '../../../components/ui/text'
import { formatMoney, formatNumber } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

type Offer = GiftCardOffer

/** Where an offer of the list leads: its page. */
export const giftCardOfferLink = (offer: Offer) => recordLink('gift-card-offer', offer.id)

const NOT_SENT = <Muted>Not sent</Muted>

export const GIFT_CARD_OFFER_COLUMNS: readonly ListColumn<Offer>[] = [
  idColumn(),
  fieldColumn<Offer, 'gift_card'>('Card', 'gift_card', (card) => card.title ?? NOT_SENT, { card: 'title', empty: NOT_SENT }),
  fieldColumn<Offer, 'gift_card'>('Region', 'gift_card', (card) => card.region?.name ?? NOT_SENT, { key: 'region', empty: NOT_SENT }),
  fieldColumn<Offer, 'gift_card'>(
    'Face value',
    'gift_card',
    (card) => (card.face_value_amount && card.face_value_unit ? formatMoney(card.face_value_amount, card.face_value_unit) : NOT_SENT),
    { key: 'face_value', numeric: true, empty: NOT_SENT },
  ),
  moneyColumn('Price', 'price_eur', 'price_usd', 'price'),
  fieldColumn<Offer, 'stock'>('Stock', 'stock', (stock) => (stock > 0 ? formatNumber(stock) : 'Out of stock'), {
    sortKey: 'stock',
    numeric: true,
  }),
  dateColumn('Updated', 'updated_at'),
]
