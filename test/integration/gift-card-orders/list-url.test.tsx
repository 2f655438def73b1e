import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'
import {
  allOrders,
  expectedOrder,
  FIELDS_LOAD_MS,
  findOrdersTable,
  inUtcDays,
  openMoreFilters,
  recordListRequests,
  shownIds,
} from './helpers'

describe('list state in the URL', () => {
  it('reproduces a view from a link: every control shows the URL, and the request uses it', async () => {
    const url =
      '/gift-card-orders?search=28&gift_card_id=100%2C101&gift_card_offer_id=800&region_id=1%2C2&brand_id=11&buyer_id=5001' +
      '&status=delivered&created_at=2026-01-01%2C2026-11-20&updated_at=2026-02-01%2C2026-11-20' +
      '&completed_at=2026-03-01%2C2026-11-20&refunded_at=2026-04-02&sort=-price&per_page=20'
    const requests = recordListRequests()
    const { router } = await renderRoute(url)
    await screen.findByText('No orders match these filters')

    expect(currentUrl(router)).toBe(url)
    expect(screen.getByRole('searchbox', { name: 'Search by order id' })).toHaveValue('28')
    // A filter in the URL unfolds the id and date filters, whose fields load then.
    expect(await screen.findByLabelText('Gift card ids', {}, { timeout: FIELDS_LOAD_MS })).toHaveValue('100,101')
    expect(screen.getByLabelText('Offer ids')).toHaveValue('800')
    expect(screen.getByLabelText('Region ids')).toHaveValue('1,2')
    expect(screen.getByLabelText('Brand ids')).toHaveValue('11')
    expect(screen.getByLabelText('Buyer ids')).toHaveValue('5001')
    expect(screen.getByLabelText('Status')).toHaveValue('delivered')
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-01-01')
    expect(screen.getByLabelText('Created to')).toHaveValue('2026-11-20')
    expect(screen.getByLabelText('Updated from')).toHaveValue('2026-02-01')
    expect(screen.getByLabelText('Completed from')).toHaveValue('2026-03-01')
    expect(screen.getByLabelText('Refunded from')).toHaveValue('2026-04-02')
    expect(screen.getByLabelText('Refunded to')).toHaveValue('')
    // Completed and refunded exclude each other: nothing matches, and the page says so.
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument()

    const sent = requests[0]!.searchParams
    expect(Object.fromEntries(sent)).toEqual({
      'filter[search]': '28',
      'filter[gift_card_id]': '100,101',
      'filter[gift_card_offer_id]': '800',
      'filter[region_id]': '1,2',
      'filter[brand_id]': '11',
      'filter[buyer_id]': '5001',
      'filter[status]': 'delivered',
      'filter[created_at]': '2026-01-01,2026-11-20',
      'filter[updated_at]': '2026-02-01,2026-11-20',
      'filter[completed_at]': '2026-03-01,2026-11-20',
      'filter[refunded_at]': '2026-04-02',
      sort: '-price',
      per_page: '20',
      page: '1',
    })
  })

  it('shows what a shared link shows: the same rows on the same page', async () => {
    const url = '/gift-card-orders?status=delivered&created_at=2026-05-01%2C2026-10-31&sort=price&per_page=10&page=2'
    const { router } = await renderRoute(url)
    const delivered = allOrders().filter(
      (order) => order.status === 'delivered' && inUtcDays(order.created_at, '2026-05-01', '2026-10-31'),
    )
    expect(await shownIds()).toEqual(expectedOrder(delivered, 'price').slice(10, 20))
    expect(screen.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')
    expect(currentUrl(router)).toBe(url)
  })

  it('moves between views with back and forward, controls included', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?status=pending'))
    await openMoreFilters(user)
    await user.type(screen.getByLabelText('Buyer ids'), '5003,5004{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?status=pending&buyer_id=5003%2C5004'))

    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?status=pending'))
    expect(screen.getByLabelText('Buyer ids')).toHaveValue('')
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
    const pending = allOrders().filter((order) => order.status === 'pending')
    expect(await shownIds()).toEqual(expectedOrder(pending, '-created_at').slice(0, 15))

    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
    expect(screen.getByLabelText('Status')).toHaveValue('')

    router.history.forward()
    router.history.forward()
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?status=pending&buyer_id=5003%2C5004'))
    expect(screen.getByLabelText('Buyer ids')).toHaveValue('5003,5004')
  })

  it('shows the search of each view in the search box, back and forward', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    const box = await screen.findByRole('searchbox', { name: 'Search by order id' })
    await user.type(box, '2999')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?search=2999'))
    router.history.back()
    await waitFor(() => expect(box).toHaveValue(''))
    router.history.forward()
    await waitFor(() => expect(box).toHaveValue('2999'))
    expect(await shownIds()).toEqual([2999])
  })

  it('keeps the focus in the field after applying with Enter, and shows the tidied value', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await openMoreFilters(user)
    const field = await screen.findByLabelText('Region ids')
    await user.type(field, ' 1 , 2 {Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?region_id=1%2C2'))
    await waitFor(() => expect(field).toHaveValue('1,2'))
    expect(field).toHaveFocus()
  })

  it('does not write defaults into the URL', async () => {
    const { router } = await renderRoute('/gift-card-orders?sort=-created_at&per_page=15&page=1')
    await findOrdersTable()
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
  })

  // Each value the list cannot use is dropped by the search schema: test/unit/lib/list-search.test.ts, one case each.
  // Here, what the page does with them: several at once in a link.
  it('drops what it cannot use quietly, shows the default and rewrites the URL', async () => {
    const invalid =
      'status=lost&per_page=2.5&sort=--id&updated_at=2026-02-30&refunded_at=2026-01-01%2C2026-02-01%2C2026-03-01' +
      '&completed_at=2026-06-10%2C2026-06-01&gift_card_id=12%2Cabc&brand_id=0&region_id=1%2C%2C2&page=last'
    const { router } = await renderRoute(`/gift-card-orders?${invalid}&search=28`)
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?search=28'))
    const matching = allOrders().filter((order) => String(order.id).includes('28'))
    expect(await shownIds()).toEqual(expectedOrder(matching, '-created_at').slice(0, 15))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the last page for a page past it, and says so in the URL', async () => {
    const { router } = await renderRoute('/gift-card-orders?status=pending&page=99')
    const pending = expectedOrder(
      allOrders().filter((order) => order.status === 'pending'),
      '-created_at',
    )
    const lastPage = Math.ceil(pending.length / 15)
    await waitFor(() => expect(currentUrl(router)).toBe(`/gift-card-orders?status=pending&page=${lastPage}`))
    expect(await shownIds()).toEqual(pending.slice((lastPage - 1) * 15))
    router.history.back()
    // The page past the end was replaced, not kept as a step in the history.
    await waitFor(() => expect(currentUrl(router)).not.toContain('page=99'))
  })

  it('drops the page when the last page is the first', async () => {
    const { router } = await renderRoute('/gift-card-orders?search=2999&page=3')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?search=2999'))
    expect(await shownIds()).toEqual([2999])
  })
})
