import type { CardCell, CardSlot } from '../../../components/ui/card-cell'
import type { OffersSortKey } from '../offers-sort'

export type OfferColumnKey = 'seller' | 'unit' | 'price' | 'quoted' | 'stock' | 'min_quantity' | 'delivery' | 'method'

interface Column {
  key: OfferColumnKey
  label: (baseName: string) => string
  sortKey?: OffersSortKey
  numeric?: boolean
  /** Its place on the card an offer becomes on a phone; the other columns are labelled lines beneath. */
  card?: CardSlot
}

/**
 * The competing offers' columns. On a card the seller is the offer's name and the price per 1 unit its amount;
 * the stock takes the date's place beside the price (an offer has no date that matters, and a seller compares
 * a price with the stock behind it), labelled, its "Out of stock" badge in plain sight.
 */
export const OFFER_COLUMNS: readonly Column[] = [
  { key: 'seller', label: () => 'Seller', card: 'title' },
  { key: 'unit', label: () => 'Currency unit' },
  { key: 'price', label: (base) => `Price per 1 ${base} (EUR)`, sortKey: 'price', numeric: true, card: 'amount' },
  { key: 'quoted', label: () => 'Quoted price', numeric: true },
  { key: 'stock', label: (base) => `Stock (${base})`, sortKey: 'stock', numeric: true, card: 'date' },
  { key: 'min_quantity', label: (base) => `Min. quantity (${base})`, sortKey: 'min_quantity', numeric: true },
  { key: 'delivery', label: () => 'Delivery time', sortKey: 'delivery' },
  { key: 'method', label: () => 'Delivery method' },
]

export type OfferCards = Readonly<Record<OfferColumnKey, CardCell>>

/** Each column's place and label on a card, its label counting in the base unit. */
export function offerCards(baseName: string): OfferCards {
  return Object.fromEntries(
    OFFER_COLUMNS.map(({ key, label, card = 'detail' }) => [key, { slot: card, label: label(baseName) }]),
  ) as Record<OfferColumnKey, CardCell>
}
