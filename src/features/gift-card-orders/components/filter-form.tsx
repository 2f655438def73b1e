import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useEffectEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  filterFormKey,
  filterFormSchema,
  filterFormValues,
  searchPatch,
  type FilterFormValues,
} from '../filter-form-schema'
import { DATE_FILTERS, ID_FILTERS, type GiftCardOrdersSearch } from '../search'
import { DateRangeField } from './date-range-field'
import { IdFilterField } from './id-filter-field'
import { useListSearch } from './use-list-search'

const ID_LABELS = {
  gift_card_id: 'Gift card ids',
  gift_card_offer_id: 'Offer ids',
  region_id: 'Region ids',
  brand_id: 'Brand ids',
  buyer_id: 'Buyer ids',
} as const

const DATE_LABELS = {
  created_at: 'Created',
  updated_at: 'Updated',
  completed_at: 'Completed',
  refunded_at: 'Refunded',
} as const

function activeCount(search: GiftCardOrdersSearch): number {
  return [...ID_FILTERS, ...DATE_FILTERS].filter((name) => search[name] !== undefined).length
}

/**
 * The id and date filters, folded away until needed (open while any is on). They apply together with
 * "Apply filters" or Enter in any field. When the URL's filters change (Apply, back, forward, "Clear
 * filters") the fields show them again, and focus stays where it was.
 */
export function FilterForm() {
  const { search, update } = useListSearch()
  const active = activeCount(search)
  const [open, setOpen] = useState(active > 0)
  const form = useForm<FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: filterFormValues(search),
    mode: 'onTouched',
  })

  const urlFilters = filterFormKey(search)
  const [shownFilters, setShownFilters] = useState(urlFilters)
  if (shownFilters !== urlFilters) {
    setShownFilters(urlFilters)
    if (active > 0) setOpen(true)
  }
  const showUrlFilters = useEffectEvent(() => form.reset(filterFormValues(search)))
  useEffect(() => showUrlFilters(), [urlFilters])

  const onSubmit = form.handleSubmit((values) => {
    void update(searchPatch(values))
  })

  return (
    <details className="gco-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="gco-filters__summary">
        More filters: ids and dates{active > 0 ? ` (${active} on)` : ''}
      </summary>
      <form className="gco-filters__form" onSubmit={onSubmit} noValidate aria-label="Id and date filters">
        <fieldset className="gco-filters__group">
          <legend>Ids</legend>
          <p className="field__hint">Whole numbers; separate several with commas to match any of them.</p>
          <div className="gco-filters__grid">
            {ID_FILTERS.map((name) => (
              <IdFilterField key={name} form={form} name={name} label={ID_LABELS[name]} />
            ))}
          </div>
        </fieldset>
        <fieldset className="gco-filters__group">
          <legend>Dates</legend>
          <p className="field__hint">One date for a single day, or both for a range (inclusive).</p>
          <div className="gco-filters__grid gco-filters__grid--dates">
            {DATE_FILTERS.map((name) => (
              <DateRangeField key={name} form={form} name={name} label={DATE_LABELS[name]} />
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className="button button--primary">
            Apply filters
          </button>
        </div>
      </form>
    </details>
  )
}
