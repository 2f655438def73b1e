import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useEffectEvent, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { filterFormSchema, filterFormValues, searchPatch, type FilterFormValues } from '../../lib/list-filter-form'
import { filterFormKey, formFilters } from '../../lib/list-search'
import { SubmitButton } from '../ui/submit-button'
import { Muted } from '../ui/text'
import { DateRangeField } from './date-range-field'
import { IdFilterField } from './id-filter-field'
import { useList } from './list-context'
import styles from './list.module.css'

/**
 * The id and date fields with their checks. They apply together with "Apply filters" or Enter in any
 * field. When the URL's filters change (Apply, back, forward, "Clear filters") the fields show them
 * again, and focus stays where it was. Loaded with its form library when the filters are first opened.
 */
export function FilterFields() {
  const { list, search, update } = useList()
  const schema = useMemo(() => filterFormSchema(list), [list])
  const form = useForm<FilterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: filterFormValues(list, search),
    mode: 'onTouched',
  })

  const urlFilters = filterFormKey(list, search)
  const showUrlFilters = useEffectEvent(() => form.reset(filterFormValues(list, search)))
  useEffect(() => showUrlFilters(), [urlFilters])

  const onSubmit = form.handleSubmit((values) => {
    void update(searchPatch(list, values))
  })

  const filters = formFilters(list)
  const ids = filters.filter((filter) => filter.kind === 'ids')
  const dates = filters.filter((filter) => filter.kind === 'date')
  return (
    <form className={styles.filterForm} onSubmit={onSubmit} noValidate aria-label="Id and date filters">
      {ids.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>Ids</legend>
          <Muted as="p">Whole numbers; separate several with commas to match any of them.</Muted>
          <div className={styles.grid}>
            {ids.map((filter) => (
              <IdFilterField key={filter.name} form={form} name={filter.name} label={filter.label} />
            ))}
          </div>
        </fieldset>
      ) : null}
      {dates.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>Dates</legend>
          <Muted as="p">One date for a single day, or both for a range (inclusive).</Muted>
          <div className={`${styles.grid} ${styles.dates}`}>
            {dates.map((filter) => (
              <DateRangeField key={filter.name} form={form} name={filter.name} label={filter.label} />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <SubmitButton>Apply filters</SubmitButton>
      </div>
    </form>
  )
}
