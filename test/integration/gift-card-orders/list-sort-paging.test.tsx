import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { allOrders, expectedOrder, findOrdersTable, gate, recordListRequests, shownIds } from './helpers'

function header(name: string) {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })
}

describe('sorting', () => {
  it('sorts by creation, newest first, by default', async () => {
    await renderRoute('/gift-card-orders')
    await findOrdersTable()
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Id')).not.toHaveAttribute('aria-sort')
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), '-created_at').slice(0, 15))
  })

  // Which field each header sorts by: test/unit/gift-card-orders/columns.test.ts; the mock's order for each field:
  // test/unit/mocks/gift-card-orders-sorts.test.ts. Here, once, the round trip a seller sees.
  it('sorts by a header ascending, then descending, from page 1', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?page=4')
    await findOrdersTable()

    await user.click(within(header('Completed')).getByRole('button'))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?sort=completed_at'))
    expect(header('Completed')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Created')).not.toHaveAttribute('aria-sort')
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), 'completed_at').slice(0, 15))

    await user.click(within(header('Completed')).getByRole('button'))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?sort=-completed_at'))
    expect(header('Completed')).toHaveAttribute('aria-sort', 'descending')
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), '-completed_at').slice(0, 15))
  })

  it('turns the default sort around to oldest first', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    await user.click(within(header('Created')).getByRole('button'))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?sort=created_at'))
    expect(header('Created')).toHaveAttribute('aria-sort', 'ascending')
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), 'created_at').slice(0, 15))

    await user.click(within(header('Created')).getByRole('button'))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
  })
})

describe('sorting, rows fetched ahead', () => {
  const sortRequests = (requests: URL[], sort: string) =>
    requests.filter((url) => url.searchParams.get('sort') === sort && url.searchParams.get('page') === '1')

  it('fetches the rows of a header\'s next order when the pointer rests on it, so the press shows them at once', async () => {
    const requests = recordListRequests()
    const { user, router } = await renderRoute('/gift-card-orders?page=3')
    await findOrdersTable()
    const button = within(header('Price')).getByRole('button')

    await user.hover(button)
    await waitFor(() => expect(sortRequests(requests, 'price')).toHaveLength(1))
    await user.unhover(button)
    await user.hover(button)

    await user.click(button)
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?sort=price'))
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), 'price').slice(0, 15))
    // Resting on it again and pressing it fetched nothing more: the rows were already there.
    expect(sortRequests(requests, 'price')).toHaveLength(1)
  })

  it('fetches them when a header gets the keyboard focus too', async () => {
    const requests = recordListRequests()
    await renderRoute('/gift-card-orders')
    await findOrdersTable()
    expect(sortRequests(requests, 'id')).toHaveLength(0)
    within(header('Id')).getByRole('button').focus()
    await waitFor(() => expect(sortRequests(requests, 'id')).toHaveLength(1))
    // The current order's own header offers the reverse order.
    within(header('Created')).getByRole('button').focus()
    await waitFor(() => expect(sortRequests(requests, 'created_at')).toHaveLength(1))
  })
})

describe('page size and pagination', () => {
  it('changes the page size to 25 or 50 and goes back to page 1', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?page=2')
    await findOrdersTable()
    expect(screen.getByText(/16–30 of 200/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?per_page=25'))
    expect(await shownIds()).toHaveLength(25)
    expect(screen.getByText(/1–25 of 200/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?per_page=50'))
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), '-created_at').slice(0, 50))

    await user.selectOptions(screen.getByLabelText('Rows per page'), '15')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
  })

  it('offers a page size from the URL that is not one of the usual ones', async () => {
    await renderRoute('/gift-card-orders?per_page=7')
    expect(await shownIds()).toHaveLength(7)
    expect(screen.getByLabelText('Rows per page')).toHaveValue('7')
    expect(screen.getByText(/1–7 of 200/)).toBeInTheDocument()
  })

  it('moves to the next, last, previous and first page', async () => {
    const { user, router } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    const order = expectedOrder(allOrders(), '-created_at')
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled()
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(within(nav).getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?page=2'))
    expect(await shownIds()).toEqual(order.slice(15, 30))
    expect(screen.getByText(/16–30 of 200/)).toBeInTheDocument()

    await user.click(within(nav).getByRole('link', { name: 'Last page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?page=14'))
    expect(await shownIds()).toEqual(order.slice(195))
    expect(screen.getByText(/196–200 of 200/)).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled()

    await user.click(within(nav).getByRole('link', { name: 'Previous page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?page=13'))
    expect(await shownIds()).toEqual(order.slice(180, 195))

    await user.click(within(nav).getByRole('link', { name: 'First page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
    expect(await shownIds()).toEqual(order.slice(0, 15))
  })

  it('keeps the current rows, dimmed, while the next page loads', async () => {
    const hold = gate()
    server.use(
      http.get('*/v2/gift-card-orders', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '3') await hold.promise
        // Nothing returned: the request goes on to the mock API.
      }),
    )
    const { user, router } = await renderRoute('/gift-card-orders?page=2')
    const first = await shownIds()

    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?page=3'))
    const table = await findOrdersTable()
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(15)
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(String(first[0]))
    expect(screen.queryByText('Loading gift card orders…')).not.toBeInTheDocument()

    hold.open()
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), '-created_at').slice(30, 45))
  })

  it('fetches the next page ahead, and shows a page seen a moment ago at once from the cache', async () => {
    const requests = recordListRequests()
    const { user, router } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    await waitFor(() => expect(requests.map((url) => url.searchParams.get('page'))).toContain('2'))

    const before = requests.length
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?page=2'))
    // Shown at once: the prefetched page, not the previous one dimmed.
    expect((await findOrdersTable()).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false')
    expect(requests.slice(before).map((url) => url.searchParams.get('page') ?? '1')).not.toContain('2')

    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
    expect((await findOrdersTable()).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false')
    expect(await shownIds()).toEqual(expectedOrder(allOrders(), '-created_at').slice(0, 15))
    expect(requests.slice(before).map((url) => url.searchParams.get('page') ?? '1')).not.toContain('1')
  })
})
