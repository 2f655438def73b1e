import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../../../src/api/lists'
import { formatMoney, formatNumber, humanize } from '../../../src/lib/format'
import { store } from '../../../src/mocks/db'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { SELLER_BALANCE_CENTS } from '../../../src/mocks/seed'
import { eurToUsd, formatCents } from '../../../src/mocks/values'
import { renderRoute } from '../../render'
import { deferred } from '../account-orders/helpers'
import { recordRequests } from '../lists/helpers'

const tile = (name: string) => screen.getByRole('region', { name })

/** The "label → count" rows of a counts tile, once loaded. */
async function counts(name: string): Promise<Record<string, { count: string; href: string | null }>> {
  const list = await within(tile(name)).findByRole('list')
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).getByRole('link')
        return [link.textContent, { count: item.textContent!.slice(link.textContent!.length), href: link.getAttribute('href') }]
      }),
  )
}

function expectCounts(shown: Awaited<ReturnType<typeof counts>>, records: { status: string | null }[], path: string) {
  expect(shown.All).toEqual({ count: formatNumber(records.length), href: path })
  for (const status of ORDER_STATUSES) {
    const total = records.filter((record) => record.status === status).length
    expect(shown[humanize(status)]).toEqual({ count: formatNumber(total), href: `${path}?status=${status}` })
  }
}

describe('overview', () => {
  it('counts gift card and account orders per status as the lists do, each linking to its filtered list', async () => {
    const requests = [...recordRequests('/v2/gift-card-orders'), ...recordRequests('/v2/account-orders')]
    await renderRoute('/')
    expectCounts(await counts('Gift card orders'), [...store().giftCardOrders.values()], '/gift-card-orders')
    expectCounts(await counts('Account orders'), [...store().accountOrders.values()], '/account-orders')
    expect(requests.every((url) => url.searchParams.get('per_page') !== '1' || url.searchParams.get('page') === '1')).toBe(true)
  })

  it('lists the disputes waiting for the seller, soonest deadline first, with countdowns', async () => {
    await renderRoute('/')
    const disputes = tile('Disputes waiting for you')
    const items = await within(disputes).findAllByRole('listitem')
    const waiting = [...store().disputeCases.values()]
      .filter((c) => c.status === 'waiting_for_seller')
      .sort((a, b) => (a.active_due_at ?? Infinity) - (b.active_due_at ?? Infinity))
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(waiting.map((c) => `Case ${c.id}`))
    expect(within(items[0]!).getByText('Expired')).toBeVisible()
    expect(items[1]).toHaveTextContent(/ left/)
    expect(within(disputes).getByRole('link', { name: 'Disputes waiting for you' })).toHaveAttribute(
      'href',
      '/disputes?status=waiting_for_seller',
    )
  })

  it('lists the account orders waiting for delivery, oldest first, and the balance', async () => {
    await renderRoute('/')
    const waiting = tile('Account orders waiting for delivery')
    const items = await within(waiting).findAllByRole('listitem')
    const pending = [...store().accountOrders.values()]
      .filter((order) => order.status === 'pending')
      .sort((a, b) => a.created_at - b.created_at || a.id - b.id)
    expect(items.map((item) => within(item).getByRole('link').textContent?.split(',')[0])).toEqual(
      pending.slice(0, 5).map((order) => `Order ${order.id}`),
    )
    expect(within(waiting).getByRole('link', { name: `All ${pending.length} waiting` })).toHaveAttribute(
      'href',
      '/account-orders?status=pending&sort=created_at',
    )
    const balance = tile('Balance')
    expect(await within(balance).findByText(formatMoney(formatCents(SELLER_BALANCE_CENTS), 'EUR'))).toBeVisible()
    expect(within(balance).getByText(formatMoney(formatCents(eurToUsd(SELLER_BALANCE_CENTS)), 'USD'))).toBeVisible()
  })

  it.each([404, 405, 501] as const)(
    'says "Not available on this server" in each tile whose endpoint answers %i, and the rest works',
    async (status) => {
      server.use(...olderServerHandlers(status))
      await renderRoute('/')
      for (const name of ['Disputes waiting for you', 'Account orders waiting for delivery', 'Account orders', 'Balance']) {
        expect(await within(tile(name)).findByText('Not available on this server')).toBeVisible()
      }
      expectCounts(await counts('Gift card orders'), [...store().giftCardOrders.values()], '/gift-card-orders')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('keeps a failing tile to itself, with a retry', async () => {
    let fail = true
    server.use(
      http.get('*/v2/gift-card-orders', () => {
        if (fail) return HttpResponse.json({ message: 'Down' }, { status: 503 })
      }),
    )
    const { user } = await renderRoute('/')
    const alert = await within(tile('Gift card orders')).findByRole('alert')
    expect(alert).toHaveTextContent('Could not load this.')
    expectCounts(await counts('Account orders'), [...store().accountOrders.values()], '/account-orders')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expectCounts(await counts('Gift card orders'), [...store().giftCardOrders.values()], '/gift-card-orders')
  })

  it('paints with the tiles whose data came, and shows a slow tile as loading until its data arrives', async () => {
    const hold = deferred()
    server.use(http.get('*/v2/gift-card-orders', async () => void (await hold.promise)))
    await renderRoute('/')
    const giftCards = tile('Gift card orders')
    expect(giftCards).toHaveAttribute('aria-busy', 'true')
    expect(tile('Account orders')).toHaveAttribute('aria-busy', 'false')
    expect(within(tile('Account orders')).getByRole('link', { name: 'All' })).toBeVisible()
    hold.resolve()
    await waitFor(() => expect(giftCards).toHaveAttribute('aria-busy', 'false'))
  })

  it("paints this month's money with the first screen: its payments are asked with the route's requests", async () => {
    await renderRoute('/')
    const money = tile("This month's money")
    expect(money).toHaveAttribute('aria-busy', 'false')
    expect(within(money).getByText('Net this month')).toBeVisible()
  })

  it('lists what the seller opened lately in this browser, newest first, by id and title only', async () => {
    const { router } = await renderRoute('/disputes/7001')
    await screen.findByRole('heading', { level: 1, name: 'Dispute case 7001' })
    await screen.findByRole('button', { name: 'Accept dispute' })
    await router.navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: 1001 } })
    await screen.findByRole('region', { name: 'Dispute' })
    await router.navigate({ to: '/' })
    const recent = await waitFor(() => tile('Recently opened'))
    const links = within(recent).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/account-orders/1001', '/disputes/7001'])
    expect(links[1]).toHaveTextContent('Dispute case 7001, Credentials not working')
  })
})
