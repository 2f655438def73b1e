import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { ACCEPTED_REFUNDED } from '../../../src/mocks/handlers/disputes'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { emptyPage, gate, recordRequests, shownColumn } from '../lists/helpers'

const TABLE = 'Disputes'
const PATH = '/v2/order-disputes'

const allCases = () => [...store().disputeCases.values()]
const deadline = (c: { active_due_at: number | null }) => c.active_due_at ?? Infinity

function waitingTile() {
  return screen.getByRole('region', { name: 'Disputes waiting for you' })
}

describe('disputes list', () => {
  it('shows every case, newest first, with its status, deadline and a link to the case and its order', async () => {
    const requests = recordRequests(PATH)
    const { router } = await renderRoute('/disputes')
    const ids = (await shownColumn(TABLE)).map(Number)
    const expected = allCases().sort((a, b) => b.created_at - a.created_at || b.id - a.id)
    expect(ids).toEqual(expected.slice(0, 15).map((c) => c.id))
    const tableRequest = requests.find((url) => !url.searchParams.has('filter[status]'))
    expect(Object.fromEntries(tableRequest!.searchParams)).toEqual({ sort: '-created_at', per_page: '15', page: '1' })
    expect(currentUrl(router)).toBe('/disputes')
    const table = screen.getByRole('table', { name: TABLE })
    const row = within(table).getByRole('link', { name: '7001' }).closest('tr')!
    expect(within(row).getByRole('link', { name: '1001' })).toHaveAttribute('href', '/account-orders/1001')
    expect(row).toHaveTextContent('Waiting for seller')
    expect(row).toHaveTextContent(/Credentials not working.*Refund.*\d+ h( \d+ min)? left/)
    const expiredRow = within(table).getByRole('link', { name: '7005' }).closest('tr')!
    expect(within(expiredRow).getByText('Expired')).toBeVisible()
  })

  it('puts the cases waiting for the seller first, soonest deadline first, with countdowns', async () => {
    await renderRoute('/disputes')
    const tile = await waitFor(() => waitingTile())
    const items = await within(tile).findAllByRole('listitem')
    const waiting = allCases()
      .filter((c) => c.status === 'waiting_for_seller')
      .sort((a, b) => deadline(a) - deadline(b))
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      waiting.map((c) => `Case ${c.id}`),
    )
    expect(within(items[0]!).getByText('Expired')).toBeVisible()
    expect(items[1]).toHaveTextContent(/ left/)
    expect(within(tile).getByRole('link', { name: `${waiting.length} cases wait for you` })).toHaveAttribute(
      'href',
      '/disputes?status=waiting_for_seller',
    )
    // The tile comes before the table.
    const table = screen.getByRole('table', { name: TABLE })
    expect(tile.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('paints with the waiting cases in place: they are loaded with the rows, not after them', async () => {
    server.use(
      http.get(`*${PATH}`, async ({ request }) => {
        // Slower than the rows; the handler then lets the seeded one answer.
        if (new URL(request.url).searchParams.get('filter[status]') === 'waiting_for_seller') await delay(300)
      }),
    )
    await renderRoute('/disputes')
    await screen.findByRole('table', { name: TABLE })
    const tile = waitingTile()
    expect(tile).not.toHaveAttribute('aria-busy', 'true')
    expect(within(tile).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toContain(
      'Case 7001',
    )
  })

  it('filters by status through the URL, and leaves the waiting cases out of a filtered view', async () => {
    const requests = recordRequests(PATH)
    const { user, router } = await renderRoute('/disputes')
    await shownColumn(TABLE)
    await user.selectOptions(screen.getByLabelText('Status'), 'closed')
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes?status=closed'))
    const shown = await shownColumn(TABLE, 2)
    expect(shown.length).toBe(allCases().filter((c) => c.status === 'closed').length)
    expect(shown.every((status) => status === 'Closed')).toBe(true)
    expect(requests.at(-1)!.searchParams.get('filter[status]')).toBe('closed')
    expect(screen.queryByRole('region', { name: 'Disputes waiting for you' })).not.toBeInTheDocument()
  })

  it('opens a case from its row', async () => {
    const { user, router } = await renderRoute('/disputes')
    await shownColumn(TABLE)
    const row = within(screen.getByRole('table', { name: TABLE })).getByRole('link', { name: '7002' }).closest('tr')!
    await user.click(within(row).getAllByRole('cell')[3]!)
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes/7002'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute case 7002' })).toBeVisible()
  })

  it('shows a case accepted from its page in its new state when the seller comes back', async () => {
    const { user, router } = await renderRoute('/disputes')
    await shownColumn(TABLE)
    await user.click(within(screen.getByRole('table', { name: TABLE })).getByRole('link', { name: '7001' }))
    await user.click(await screen.findByRole('button', { name: 'Accept dispute' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept dispute' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes/7001'))
    expect(await screen.findByText(ACCEPTED_REFUNDED)).toBeVisible()
    // The dialog's address was replaced by the case's: two steps back to the list.
    router.history.go(-2)
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes'))
    const row = await waitFor(() =>
      within(screen.getByRole('table', { name: TABLE })).getByRole('link', { name: '7001' }).closest('tr')!,
    )
    await waitFor(() => expect(row).toHaveTextContent('Closed'))
    await waitFor(() => expect(within(waitingTile()).queryByRole('link', { name: 'Case 7001' })).not.toBeInTheDocument())
  })

  it('shows a loading skeleton until the first page arrives', async () => {
    const hold = gate()
    server.use(
      http.get(`*${PATH}`, async () => {
        await hold.promise
      }),
    )
    const { router } = await renderRoute('/disputes/abc')
    void router.navigate({ to: '/disputes' })
    expect(await screen.findByText('Loading disputes…')).toBeInTheDocument()
    hold.open()
    await screen.findByRole('table', { name: TABLE })
  })

  it('says when there are no disputes at all', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json(emptyPage)))
    await renderRoute('/disputes')
    expect(await screen.findByRole('heading', { name: 'No disputes' })).toBeInTheDocument()
    expect(await within(waitingTile()).findByText('No dispute waits for you.')).toBeVisible()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows an error with a retry that loads the page; the waiting cases fail on their own', async () => {
    let fail = true
    server.use(
      http.get(`*${PATH}`, () => {
        if (fail) return HttpResponse.json({ message: 'Database on fire' }, { status: 500 })
      }),
    )
    const { user } = await renderRoute('/disputes')
    const alerts = await screen.findAllByRole('alert')
    const pageAlert = alerts.find((alert) => alert.textContent?.includes('Could not load the disputes'))!
    expect(pageAlert).toHaveTextContent('Database on fire')
    expect(await within(waitingTile()).findByRole('alert')).toHaveTextContent('Could not load this.')
    fail = false
    await user.click(within(pageAlert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument()
  })

  it.each([404, 405, 501] as const)('says "Not available on this server" when the list answers %i', async (status) => {
    server.use(...olderServerHandlers(status))
    await renderRoute('/disputes')
    expect(await screen.findByRole('heading', { name: 'Not available on this server' })).toBeInTheDocument()
    expect(screen.getByText(/open a dispute from its order/)).toBeInTheDocument()
    expect(await within(waitingTile()).findByText('Not available on this server')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('drops bad values from the URL and asks with the defaults', async () => {
    const requests = recordRequests(PATH)
    const { router } = await renderRoute('/disputes?sort=deadline&per_page=500&page=-1&status=lost&id=abc')
    await screen.findByRole('table', { name: TABLE })
    const tableRequest = requests.find((url) => !url.searchParams.has('filter[status]'))
    expect(Object.fromEntries(tableRequest!.searchParams)).toEqual({ sort: '-created_at', per_page: '15', page: '1' })
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes'))
  })
})
