import { sortChoices } from '../../../components/list/card-slots'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { OFFERS_SORTS, type OffersSort } from '../search'
import { OFFER_COLUMNS } from './offer-columns'
import styles from './offers-table.module.css'

interface OffersSortSelectProps {
  sort: OffersSort
  baseName: string
  onSort: (sort: OffersSort) => void
}

const isOffersSort = (value: string): value is OffersSort => (OFFERS_SORTS as readonly string[]).includes(value)

/** On a phone, where the cards have no header row to press, the table's sorts in a select, as the lists have. */
export function OffersSortSelect({ sort, baseName, onSort }: OffersSortSelectProps) {
  const columns = OFFER_COLUMNS.map((column) => ({ header: column.label(baseName), sortKey: column.sortKey }))
  return (
    <Field label="Sort by" className={styles.phoneOnly}>
      <Select
        value={sort}
        onChange={(event) => {
          if (isOffersSort(event.target.value)) onSort(event.target.value)
        }}
      >
        {sortChoices(OFFERS_SORTS, columns).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  )
}
