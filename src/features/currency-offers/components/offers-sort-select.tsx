import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { isDescending, sortKeyOf, type OffersSortKey } from '../offers-sort'
import { OFFERS_SORTS, type OffersSort } from '../search'
import { OFFER_COLUMNS } from './offer-columns'
import styles from './offers-table.module.css'

interface OffersSortSelectProps {
  sort: OffersSort
  baseName: string
  onSort: (sort: OffersSort) => void
}

/** Each order's direction in words: a delivery is fast or slow, the rest low or high. */
const DIRECTIONS: Record<OffersSortKey, readonly [string, string]> = {
  price: ['lowest first', 'highest first'],
  stock: ['lowest first', 'highest first'],
  min_quantity: ['lowest first', 'highest first'],
  delivery: ['fastest first', 'slowest first'],
}

const isOffersSort = (value: string): value is OffersSort => (OFFERS_SORTS as readonly string[]).includes(value)

/** On a phone, where the cards have no header row to press, the table's sorts in a select, as the lists have. */
export function OffersSortSelect({ sort, baseName, onSort }: OffersSortSelectProps) {
  const choice = (value: OffersSort) => {
    const key = sortKeyOf(value)
    const header = OFFER_COLUMNS.find((column) => column.sortKey === key)!.label(baseName)
    return `${header}, ${DIRECTIONS[key][isDescending(value) ? 1 : 0]}`
  }
  return (
    <Field label="Sort by" className={styles.phoneOnly}>
      <Select
        value={sort}
        onChange={(event) => {
          if (isOffersSort(event.target.value)) onSort(event.target.value)
        }}
      >
        {OFFERS_SORTS.map((value) => (
          <option key={value} value={value}>
            {choice(value)}
          </option>
        ))}
      </Select>
    </Field>
  )
}
