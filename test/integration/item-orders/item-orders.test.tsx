import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { ITEM_ORDER_COMPLETED } from '../../../src/mocks/handlers/item-orders'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { recordRequests, valueOf } from '../account-orders/helpers'
import { waitForMessage } from '../order-messages/helpers'

const COMPLETE_5101 = '/v2/item-orders/5101/complete'

beforeEach(() => localStorage.clear())

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row')

describe('item orders', () => {
  it('lists the seller’s orders: status, buyer, quantity, price, created; a status filter and a search', async () => {
    await renderRoute('/item-orders')
    const table = await screen.findByRole('table', { name: 'Item orders' })
    for (const header of ['Status', 'Buyer', 'Quantity', 'Price', 'Created']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument()
    }
    await waitFor(() => expect(rowsOf('Item orders')).toHaveLength(16))
    expect(screen.getByRole('searchbox', { name: 'Search by order id or title' })).toBeInTheDocument()
  })

  it('filters by status and finds orders by title from the address', async () => {
    await renderRoute('/item-orders?status=refunded&search=Abyssal')
    await screen.findByRole('table', { name: 'Item orders' })
    await waitFor(() => expect(rowsOf('Item orders').length).toBeGreaterThan(1))
    for (const row of rowsOf('Item orders').slice(1)) expect(row).toHaveTextContent(/Abyssal whip.*Refunded/)
    expect(within(screen.getByRole('table', { name: 'Item orders' })).queryByText('Pending')).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('refunded')
  })

  it('lists one item offer’s orders, each leading to its page', async () => {
    const { user, router } = await renderRoute('/item-offers/5002/orders')
    const table = await screen.findByRole('table', { name: 'Orders of item offer 5002' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    await user.click(within(table).getByRole('link', { name: '5117' }))
    expect(await screen.findByRole('heading', { level: 1, name: /Item order 5117/ })).toBeInTheDocument()
    expect(currentUrl(router)).toBe('/item-orders/5117')
  })

  it('Mark completed asks, sends one POST and shows the new status', async () => {
    const requests = recordRequests()
    const { user } = await renderRoute('/item-orders/5101')
    const facts = await screen.findByRole('region', { name: 'Order' })
    expect(valueOf(facts, 'Status')).toHaveTextContent('Pending')
    await user.click(screen.getByRole('button', { name: 'Mark completed' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark order 5101 completed?' })
    expect(requests.count('POST', COMPLETE_5101)).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }))
    expect(await screen.findByText(ITEM_ORDER_COMPLETED)).toBeInTheDocument()
    expect(valueOf(screen.getByRole('region', { name: 'Order' }), 'Status')).toHaveTextContent('Completed')
    expect(screen.getByText('This order is completed.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeDisabled()
    expect(requests.seen.filter((request) => request.method !== 'GET').map((r) => r.path)).toEqual([COMPLETE_5101])
    requests.stop()
  })

  it('shows the server’s refusal in its words', async () => {
    server.use(http.post(`*${COMPLETE_5101}`, () => HttpResponse.json({ message: 'The buyer has opened a dispute on this order.' }, { status: 409 })))
    const { user } = await renderRoute('/item-orders/5101')
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark completed' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The buyer has opened a dispute on this order.')
    expect(valueOf(screen.getByRole('region', { name: 'Order' }), 'Status')).toHaveTextContent('Pending')
  })

  it('an answer that never came: "may have been sent", never sent again, Check reads the order back', async () => {
    const requests = recordRequests()
    server.use(
      http.post(`*${COMPLETE_5101}`, () => {
        store().itemOrders.get(5101)!.status = 'completed'
        return HttpResponse.error()
      }),
    )
    const { user } = await renderRoute('/item-orders/5101')
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark completed' }))
    expect(await screen.findByText('Mark completed may have been sent.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Completed: the server shows the order as completed.')).toBeVisible()
    expect(requests.count('POST', COMPLETE_5101)).toBe(1)
    requests.stop()
  })
})

describe('item orders elsewhere', () => {
  it('the overview lists the item orders waiting for delivery, the longest waiting first, each leading to its page', async () => {
    await renderRoute('/')
    const tile = await screen.findByRole('region', { name: 'Item orders waiting for delivery' })
    const items = await within(tile).findAllByRole('listitem')
    expect(items.length).toBeGreaterThan(1)
    const ids = items.map((item) => Number(/Order (\d+)/.exec(item.textContent ?? '')?.[1]))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/item-orders/${ids[0]}`)
    expect(within(tile).getByRole('link', { name: /All \d+ waiting/ })).toHaveAttribute('href', '/item-orders?status=pending&sort=created_at')
  })
})

describe('an item order’s conversation', () => {
  it('shows the thread and sends a reply as one POST to the item order', async () => {
    const requests = recordRequests()
    const { user } = await renderRoute('/item-orders/5101')
    const section = await screen.findByRole('region', { name: 'Conversation with the buyer' })
    const thread = await within(section).findByRole('list', { name: 'Messages' })
    expect(thread).toHaveTextContent('My character is on Europe')
    await user.type(within(section).getByRole('textbox', { name: 'Your message' }), 'Trade sent, please accept.')
    await user.click(within(section).getByRole('button', { name: 'Send message' }))
    await waitForMessage(thread, 'Trade sent, please accept.')
    expect(requests.count('POST', '/v2/item-orders/5101/messages')).toBe(1)
    expect(store().itemOrderMessages.get(5101)?.at(-1)?.text).toBe('Trade sent, please accept.')
    requests.stop()
  })
})
