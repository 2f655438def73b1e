import { describe, expect, it } from 'vitest'
import { accountOrderList, giftCardOrderList } from '../../../src/api/lists'
import {
  filterFormSchema as formSchemaOf,
  filterFormValues as formValuesOf,
  searchPatch as patchOf,
  type FilterFormValues,
} from '../../../src/lib/list-filter-form'
import { listSearchSchema } from '../../../src/lib/list-search'

const giftCardOrdersSearchSchema = listSearchSchema(giftCardOrderList)
const filterFormSchema = formSchemaOf(giftCardOrderList)
const filterFormValues = (search: Record<string, unknown>) => formValuesOf(giftCardOrderList, search)
const searchPatch = (values: FilterFormValues) => patchOf(giftCardOrderList, values)
const empty = filterFormValues(giftCardOrdersSearchSchema.parse({}))

describe('filter form', () => {
  it('starts from the URL', () => {
    const search = giftCardOrdersSearchSchema.parse({ brand_id: '11,12', created_at: '2026-01-01,2026-02-01', updated_at: '2026-03-03' })
    const values = filterFormValues(search)
    expect(values.brand_id).toBe('11,12')
    expect(values.created_at_from).toBe('2026-01-01')
    expect(values.created_at_to).toBe('2026-02-01')
    expect(values.updated_at_from).toBe('2026-03-03')
    expect(values.updated_at_to).toBe('')
  })

  it('turns valid fields into URL values and empty ones into none', () => {
    const values = { ...empty, buyer_id: ' 5001, 5002 ', region_id: '3', completed_at_from: '2026-01-01', completed_at_to: '2026-01-31' }
    expect(filterFormSchema.safeParse(values).success).toBe(true)
    expect(searchPatch(values)).toEqual({
      gift_card_id: undefined,
      gift_card_offer_id: undefined,
      region_id: 3,
      brand_id: undefined,
      buyer_id: '5001,5002',
      created_at: undefined,
      updated_at: undefined,
      completed_at: '2026-01-01,2026-01-31',
      refunded_at: undefined,
    })
  })

  it('names the field of each problem with a message that says how to fix it', () => {
    const result = filterFormSchema.safeParse({
      ...empty,
      gift_card_id: '12 14',
      refunded_at_from: '2026-05-02',
      refunded_at_to: '2026-05-01',
      updated_at_from: 'yesterday',
    })
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
    expect(issues).toEqual({
      gift_card_id: 'Use whole numbers separated by commas, such as 12,14',
      refunded_at_to: 'The start date must be on or before the end date.',
      updated_at_from: 'Use a date such as 2024-05-31.',
    })
  })

  it('has a field for each id and date filter the declaration names, and none for the others', () => {
    expect(Object.keys(formValuesOf(accountOrderList, {})).sort()).toEqual(
      [
        'id',
        'account_id',
        'game_id',
        'buyer_id',
        ...['created_at', 'updated_at', 'completed_at', 'refunded_at'].flatMap((name) => [`${name}_from`, `${name}_to`]),
      ].sort(),
    )
  })
})
