import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useEffectEvent } from 'react'
import { useForm } from 'react-hook-form'
import { filterFormSchema, filterFormValues, searchPatch, type FilterFormValues } from '../filter-form-schema'
import { DATE_FILTERS, filterFormKey, ID_FILTERS } from '../search'
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

/**
 * The id and date fields with their checks. They apply together with "Apply filters" or Enter in any
 * field. When the URL's filters change (Apply, back, forward, "Clear filters") the fields show them
 * again, and focus stays where it was. Loaded with its form library when the filters are first opened.
 */
export function FilterFields() {
  const { search, update } = useListSearch()
  const form = useForm<FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: filterFormValues(search),
    mode: 'onTouched',
  })

  const urlFilters = filterFormKey(search)
  const showUrlFilters = useEffectEvent(() => form.reset(filterFormValues(search)))
  useEffect(() => showUrlFilters(), [urlFilters])

  const onSubmit = form.handleSubmit((values) => {
    void update(searchPatch(values))
  })

  return (
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
  )
}
