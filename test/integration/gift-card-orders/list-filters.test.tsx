import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { GiftCardOrderRecord as Order } from '../../../src/mocks/types'
import { currentUrl, renderRoute } from '../../render'
import {
  allOrders,
  expectedOrder,
  FIELDS_LOAD_MS,
  findOrdersTable,
  inUtcDays,
  mostCommon,
  openMoreFilters,
  recordListRequests,
  shownIds,
  utcDay,
} from './helpers'

const firstPage = (ids: number[]) => ids.slice(0, 15)

describe('gift card order filters', () => {
  it('searches by order id after a pause in typing, with one request rather than one per keystroke', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    const requests = recordListRequests()

    await user.type(screen.getByRole('searchbox', { name: 'Search by order id' }), '299')

    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?search=299'))
    const expected = allOrders().filter((order) => String(order.id).includes('299'))
    expect(await shownIds()).toEqual(expectedOrder(expected, '-created_at'))
    const searches = requests.map((url) => url.searchParams.get('filter[search]'))
    expect(searches).not.toContain('2')
    expect(searches).not.toContain('29')
    expect(searches.filter((value) => value === '299')).toHaveLength(1)
  })

  it('applies the search at once on Enter, and clearing it shows every order again', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    const box = await screen.findByRole('searchbox', { name: 'Search by order id' })
    await user.type(box, '2999{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?search=2999'))
    expect(await shownIds()).toEqual([2999])

    await user.clear(box)
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
    expect(await shownIds()).toHaveLength(15)
  })

  it('filters by status and goes back to page 1', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?page=3')
    await findOrdersTable()
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded')

    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?status=refunded'))
    const refunded = allOrders().filter((order) => order.status === 'refunded')
    expect(await shownIds()).toEqual(firstPage(expectedOrder(refunded, '-created_at')))
    const table = await findOrdersTable()
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Refunded')

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
  })

  // Every id and date field is drawn from the list's declaration by the same code: its label, URL key and request
  // parameter for each are checked in list-url.test.tsx (a link with all of them), what the mock matches for each in
  // test/unit/mocks/gift-card-orders-filters.test.ts. Here, once per kind, the round trip a seller types.
  const idFilter = { name: 'buyer_id', label: 'Buyer ids', pick: (o: Order) => o.buyer.id }

  it('filters by an id field, one id or a comma list', async () => {
    const { name, label, pick } = idFilter
    const orders = allOrders()
    const first = mostCommon(orders, pick)
    const second = mostCommon(orders.filter((order) => pick(order) !== first), pick)
    const { user, router } = await renderRoute('/gift-card-orders?page=2')
    await openMoreFilters(user)
    const field = await screen.findByLabelText(label)

    await user.type(field, `${first}{Enter}`)
    await waitFor(() => expect(currentUrl(router)).toBe(`/gift-card-orders?${name}=${first}`))
    const one = orders.filter((order) => pick(order) === first)
    expect(await shownIds()).toEqual(firstPage(expectedOrder(one, '-created_at')))

    await user.clear(screen.getByLabelText(label))
    await user.type(screen.getByLabelText(label), ` ${first} , ${second}`)
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe(`/gift-card-orders?${name}=${first}%2C${second}`))
    const both = orders.filter((order) => pick(order) === first || pick(order) === second)
    expect(await shownIds()).toEqual(firstPage(expectedOrder(both, '-created_at')))
    expect(screen.getByLabelText(label)).toHaveValue(`${first},${second}`)
  })

  it('explains an id list that is not whole numbers, keeps the text and sends nothing', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    const requests = recordListRequests()
    await openMoreFilters(user)
    const field = screen.getByLabelText('Buyer ids')

    await user.type(field, '12;x')
    await user.tab()
    expect(await screen.findByText('Use whole numbers separated by commas, such as 12,14')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Use whole numbers separated by commas, such as 12,14')

    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(field).toHaveValue('12;x')
    expect(field).toHaveFocus()
    expect(currentUrl(router)).toBe('/gift-card-orders')
    expect(requests).toHaveLength(0)

    for (const text of ['0', '-3', '1.5', '12,,14']) {
      await user.clear(field)
      await user.type(field, `${text}{Enter}`)
      expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    expect(currentUrl(router)).toBe('/gift-card-orders')
  })

  const dateFilter = { name: 'completed_at', label: 'Completed', pick: (o: Order) => o.completed_at }

  it('filters a date field by one day or by a range', async () => {
    const { name, label, pick } = dateFilter
    const orders = allOrders()
    const day = mostCommon(orders.filter((order) => pick(order) !== null), (order) => utcDay(pick(order)!))
    const { user, router } = await renderRoute('/gift-card-orders')
    await openMoreFilters(user)

    await user.type(screen.getByLabelText(`${label} from`), day)
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe(`/gift-card-orders?${name}=${day}`))
    const single = orders.filter((order) => inUtcDays(pick(order), day))
    expect(single.length).toBeGreaterThan(0)
    expect(await shownIds()).toEqual(firstPage(expectedOrder(single, '-created_at')))

    const to = utcDay(Date.parse(`${day}T00:00:00Z`) / 1000 + 30 * 86400)
    await user.type(screen.getByLabelText(`${label} to`), to)
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe(`/gift-card-orders?${name}=${day}%2C${to}`))
    const range = orders.filter((order) => inUtcDays(pick(order), day, to))
    expect(range.length).toBeGreaterThan(single.length)
    expect(await shownIds()).toEqual(firstPage(expectedOrder(range, '-created_at')))
  })

  it('says so when a range starts after it ends, and keeps both dates', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await openMoreFilters(user)
    await user.type(screen.getByLabelText('Created from'), '2026-06-10')
    await user.type(screen.getByLabelText('Created to'), '2026-06-01')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))

    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument()
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-06-10')
    expect(screen.getByLabelText('Created to')).toHaveValue('2026-06-01')
    expect(currentUrl(router)).toBe('/gift-card-orders')
  })

  it('keeps the id and date filters folded away until needed, and open while any is on', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    const summary = await screen.findByText('More filters: ids and dates')
    expect(summary.closest('details')).not.toHaveAttribute('open')

    await openMoreFilters(user)
    await user.type(screen.getByLabelText('Offer ids'), '800{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?gift_card_offer_id=800'))
    expect(screen.getByText('More filters: ids and dates (1 on)').closest('details')).toHaveAttribute('open')
  })

  it('opens the id and date filters when a link carries one', async () => {
    await renderRoute('/gift-card-orders?refunded_at=2026-05-01&region_id=2')
    const summary = await screen.findByText('More filters: ids and dates (2 on)')
    expect(summary.closest('details')).toHaveAttribute('open')
    expect(await screen.findByLabelText('Region ids', {}, { timeout: FIELDS_LOAD_MS })).toHaveValue('2')
    expect(screen.getByLabelText('Refunded from')).toHaveValue('2026-05-01')
  })

  it('keeps what was typed when the filters are folded and unfolded again', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await openMoreFilters(user)
    await user.type(screen.getByLabelText('Buyer ids'), '5003')
    const summary = screen.getByText('More filters: ids and dates')
    await user.click(summary)
    expect(summary.closest('details')).not.toHaveAttribute('open')
    await openMoreFilters(user)
    expect(screen.getByLabelText('Buyer ids')).toHaveValue('5003')
    expect(currentUrl(router)).toBe('/gift-card-orders')
  })

  it('clears every filter but keeps the sort and the page size', async () => {
    const url = '/gift-card-orders?search=28&status=delivered&brand_id=11&created_at=2026-01-01%2C2026-11-20&sort=id&per_page=25'
    const { user, router } = await renderRoute(url)
    await findOrdersTable()
    expect(await screen.findByLabelText('Brand ids', {}, { timeout: FIELDS_LOAD_MS })).toHaveValue('11')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?sort=id&per_page=25'))
    expect(screen.getByRole('searchbox', { name: 'Search by order id' })).toHaveValue('')
    expect(screen.getByLabelText('Status')).toHaveValue('')
    expect(screen.getByLabelText('Brand ids')).toHaveValue('')
    expect(screen.getByLabelText('Created from')).toHaveValue('')
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), 'id').slice(0, 25))
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled()
  })

  it('shows the fields at once, without a loading line, when a pointer on “More filters” has fetched them', async () => {
    const { user } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    const summary = screen.getByText(/^More filters/)
    await user.hover(summary)
    // The page's head start and this import share one module: once it is here, so is the page's.
    await import('../../../src/components/list/filter-fields')
    await new Promise((done) => setTimeout(done))
    await user.click(summary)
    expect(screen.getByRole('form', { name: 'Id and date filters' })).toBeVisible()
    expect(screen.queryByText('Loading the filters…')).not.toBeInTheDocument()
  })
})
