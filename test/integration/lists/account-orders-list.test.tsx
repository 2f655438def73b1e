import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { emptyPage, gate, recordRequests, shownColumn } from './helpers'

const TABLE = 'Account orders'
const PATH = '/v2/account-orders'

const allOrders = () => [...store().accountOrders.values()]

describe('account orders list', () => {
  it('shows the first page, last updated first, with a link to each order', async () => {
    const requests = recordRequests(PATH)
    const { router } = await renderRoute('/account-orders')
    const ids = (await shownColumn(TABLE)).map(Number)
    const expected = allOrders()
      .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)
      .slice(0, 15)
    expect(ids).toHaveLength(Math.min(15, allOrders().length))
    expect(new Set(ids)).toEqual(new Set(expected.map((order) => order.id)))
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ sort: '-updated_at', per_page: '15', page: '1' })
    expect(currentUrl(router)).toBe('/account-orders')
    const table = screen.getByRole('table', { name: TABLE })
    for (const name of ['Id', 'Title', 'Game', 'Buyer', 'Price', 'Status', 'Dispute', 'Delivery', 'Updated']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument()
    }
    const first = within(table).getByRole('link', { name: String(ids[0]) })
    expect(first).toHaveAttribute('href', `/account-orders/${ids[0]}`)
  })

  it('shows a loading skeleton until the first page arrives', async () => {
    const hold = gate()
    server.use(
      http.get(`*${PATH}`, async () => {
        await hold.promise
      }),
    )
    const { user } = await renderRoute('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'Account orders' }))
    expect(await screen.findByText('Loading account orders…')).toBeInTheDocument()
    hold.open()
    await screen.findByRole('table', { name: TABLE })
    expect(screen.queryByText('Loading account orders…')).not.toBeInTheDocument()
  })

  it('says when there are no orders at all', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json(emptyPage)))
    await renderRoute('/account-orders')
    expect(await screen.findByRole('heading', { name: 'No account orders yet' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says when nothing matches, with a way to clear the filters', async () => {
    const { user, router } = await renderRoute('/account-orders?search=no%20such%20title&sort=id')
    const heading = await screen.findByRole('heading', { name: 'No orders match these filters' })
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?sort=id'))
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument()
  })

  it('shows an error with a retry that loads the page', async () => {
    let fail = true
    server.use(
      http.get(`*${PATH}`, () => {
        if (fail) return HttpResponse.json({ message: 'Database on fire' }, { status: 500 })
      }),
    )
    const { user } = await renderRoute('/account-orders')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the account orders')
    expect(alert).toHaveTextContent('Database on fire')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument()
  })

  it.each([404, 405, 501] as const)('says "Not available on this server" when the list answers %i', async (status) => {
    server.use(...olderServerHandlers(status))
    await renderRoute('/account-orders')
    expect(await screen.findByRole('heading', { name: 'Not available on this server' })).toBeInTheDocument()
    expect(screen.getByText(/open an order by its id/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: TABLE, level: 1 })).toBeInTheDocument()
    // The lookup by id still works, from the search.
    expect(screen.getByRole('button', { name: /^Search/ })).toBeInTheDocument()
  })

  it('drops bad values from the URL and asks with the defaults', async () => {
    const requests = recordRequests(PATH)
    const { router } = await renderRoute(
      '/account-orders?sort=title&per_page=500&page=-1&status=shipped&is_manual_delivery=7&game_id=abc&created_at=2026-13-01',
    )
    await screen.findByRole('table', { name: TABLE })
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ sort: '-updated_at', per_page: '15', page: '1' })
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders'))
  })

  it('keeps filters, sort and page in the URL, and back and forward move between them', async () => {
    const requests = recordRequests(PATH)
    const { user, router } = await renderRoute('/account-orders')
    await shownColumn(TABLE)

    await user.selectOptions(screen.getByLabelText('Status'), 'delivered')
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?status=delivered'))
    await user.selectOptions(screen.getByLabelText('Manual delivery'), 'Yes')
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?status=delivered&is_manual_delivery=1'))
    await user.click(screen.getByRole('button', { name: /^Price/ }))
    await waitFor(() => expect(currentUrl(router)).toContain('sort=price'))
    const last = requests.at(-1)!.searchParams
    expect(last.get('filter[status]')).toBe('delivered')
    expect(last.get('filter[is_manual_delivery]')).toBe('1')
    expect(last.get('sort')).toBe('price')
    const shown = await shownColumn(TABLE, 5)
    expect(shown.every((status) => status === 'Delivered')).toBe(true)
    expect(screen.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')

    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?status=delivered&is_manual_delivery=1'))
    expect(screen.getByLabelText('Manual delivery')).toHaveValue('1')
    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?status=delivered'))
    expect(screen.getByLabelText('Manual delivery')).toHaveValue('')
    router.history.forward()
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?status=delivered&is_manual_delivery=1'))
  })

  it('pages through the orders', async () => {
    const { user, router } = await renderRoute('/account-orders?per_page=15')
    const first = await shownColumn(TABLE)
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?page=2'))
    const second = await shownColumn(TABLE)
    expect(second.some((id) => first.includes(id))).toBe(false)
    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders'))
    expect(await shownColumn(TABLE)).toEqual(first)
  })

  it('never puts credentials on the page or in the cache, even when the server sends them', async () => {
    const secret = 'login: hunter2-SECRET-7731'
    for (const order of allOrders()) order.credentials = secret
    const { queryClient } = await renderRoute('/account-orders')
    await shownColumn(TABLE)
    expect(document.body.textContent).not.toContain('hunter2')
    const cached = JSON.stringify(queryClient.getQueryCache().getAll().map((query) => query.state.data))
    expect(cached).not.toContain('hunter2')
    expect(cached).not.toContain('credentials')
  })

  it('filters by the id and date fields its declaration names, through the URL', async () => {
    const gameId = allOrders()[0]!.game.id
    const requests = recordRequests(PATH)
    const { user, router } = await renderRoute('/account-orders')
    await shownColumn(TABLE)
    await user.click(screen.getByText(/^More filters: ids and dates/))
    const gameIds = await screen.findByLabelText('Game ids', {}, { timeout: 5000 })
    await user.type(gameIds, String(gameId))
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe(`/account-orders?game_id=${gameId}`))
    expect(requests.at(-1)!.searchParams.get('filter[game_id]')).toBe(String(gameId))
    const expected = allOrders().filter((order) => order.game.id === gameId)
    expect((await shownColumn(TABLE, 2)).length).toBe(Math.min(15, expected.length))
    expect(new Set(await shownColumn(TABLE, 2))).toEqual(new Set([expected[0]!.game.name]))
  })
})
