import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { giftCardKeysOf, store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { findOrdersTable } from './helpers'

function keysOf(orderId: number) {
  return giftCardKeysOf(store().giftCardOrders.get(orderId)!)
}

/** A delivered order with a handful of keys. */
function smallDeliveredOrder() {
  return [...store().giftCardOrders.values()].find((order) => order.status === 'delivered' && order.quantity === 3)!
}

function keyList() {
  return screen.getByRole('region', { name: 'Keys, scrollable' })
}

describe('gift card order page', () => {
  it('shows every field of the order', async () => {
    const order = smallDeliveredOrder()
    await renderRoute(`/gift-card-orders/${order.id}`)
    expect(await screen.findByRole('heading', { name: `Gift card order ${order.id}`, level: 1 })).toBeInTheDocument()
    expect(screen.getByText(order.title)).toBeInTheDocument()

    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling
    expect(term('Status')).toHaveTextContent('Delivered')
    expect(term('Buyer')).toHaveTextContent(`${order.buyer.username} (id ${order.buyer.id})`)
    expect(term('Face value')).toHaveTextContent(order.face_value_amount.replace(/\.00$/, ''))
    expect(term('Quantity')).toHaveTextContent('3')
    expect(term('Gift card id')).toHaveTextContent(String(order.gift_card_id))
    expect(term('Offer id')).toHaveTextContent(String(order.gift_card_offer_id))
    expect(term('Region id')).toHaveTextContent(String(order.region_id))
    expect(term('Brand id')).toHaveTextContent(String(order.brand_id))
    expect(term('Unit price')).toHaveTextContent(`€${order.unit_price_eur}`)
    expect(term('Unit price')).toHaveTextContent(`$${order.unit_price_usd}`)
    expect(term('Total')).toHaveTextContent(`€${order.price_eur}`)
    expect(term('Total')).toHaveTextContent(`$${order.price_usd}`)
    expect(within(term('Created') as HTMLElement).getByText(/\d{4}/)).toHaveAttribute(
      'datetime',
      new Date(order.created_at * 1000).toISOString(),
    )
    expect(term('Completed')).not.toHaveTextContent('Not completed')
    expect(term('Refunded')).toHaveTextContent('Not refunded')
    expect(screen.getByRole('heading', { name: 'Keys (3)' })).toBeInTheDocument()
  })

  it('keeps every key out of the page until it is revealed, one or all', async () => {
    const order = smallDeliveredOrder()
    const keys = keysOf(order.id)
    const { user } = await renderRoute(`/gift-card-orders/${order.id}`)
    await screen.findByRole('heading', { name: 'Keys (3)' })

    for (const key of keys) expect(document.documentElement.innerHTML).not.toContain(key.key)
    expect(within(keyList()).getAllByText('•••••-•••••-•••••')).toHaveLength(3)
    expect(within(keyList()).getAllByRole('listitem')[0]).toHaveTextContent(/Code · (revealed|never revealed)/)

    await user.click(screen.getByRole('button', { name: 'Reveal key 2' }))
    expect(within(keyList()).getByText(keys[1]!.key)).toBeInTheDocument()
    expect(document.documentElement.innerHTML).not.toContain(keys[0]!.key)
    expect(document.documentElement.innerHTML).not.toContain(keys[2]!.key)

    await user.click(screen.getByRole('button', { name: 'Hide key 2' }))
    expect(document.documentElement.innerHTML).not.toContain(keys[1]!.key)

    await user.click(screen.getByRole('button', { name: 'Reveal all keys' }))
    for (const key of keys) expect(within(keyList()).getByText(key.key)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Hide all keys' }))
    for (const key of keys) expect(document.documentElement.innerHTML).not.toContain(key.key)
  })

  it('copies a masked key without showing it, and confirms the copy', async () => {
    const order = smallDeliveredOrder()
    const keys = keysOf(order.id)
    const { user } = await renderRoute(`/gift-card-orders/${order.id}`)
    await user.click(await screen.findByRole('button', { name: 'Copy key 3' }))

    expect(await navigator.clipboard.readText()).toBe(keys[2]!.key)
    expect(await screen.findByText('Copied key 3 to the clipboard.')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Copied key 3' })).toHaveTextContent('Copied')
    expect(document.documentElement.innerHTML).not.toContain(keys[2]!.key)
  })

  it('says so when the browser refuses the clipboard', async () => {
    const order = smallDeliveredOrder()
    const { user } = await renderRoute(`/gift-card-orders/${order.id}`)
    await screen.findByRole('button', { name: 'Copy key 1' })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copy key 1' }))
    expect(await screen.findByText(/Could not copy key 1/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy key 1' })).toBeInTheDocument()
  })

  it('puts only the keys in view into the page for an order of 1000 keys', async () => {
    const keys = keysOf(2999)
    const { user } = await renderRoute('/gift-card-orders/2999')
    expect(await screen.findByRole('heading', { name: 'Keys (1,000)' })).toBeInTheDocument()
    const rows = within(keyList()).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(40)
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000')
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')

    await user.click(screen.getByRole('button', { name: 'Reveal all keys' }))
    expect(within(keyList()).getByText(keys[0]!.key)).toBeInTheDocument()
    expect(document.documentElement.innerHTML).not.toContain(keys[999]!.key)

    const viewport = keyList()
    viewport.scrollTop = 72 * 1000
    fireEvent.scroll(viewport)
    expect(await within(viewport).findByText(keys[999]!.key)).toBeInTheDocument()
    expect(within(viewport).getByText('#1000')).toBeInTheDocument()
    expect(within(viewport).queryByText('#1')).not.toBeInTheDocument()
    expect(within(viewport).getAllByRole('listitem').length).toBeLessThan(40)
  })

  it('says when an order has no keys yet', async () => {
    const pending = [...store().giftCardOrders.values()].find((order) => order.status === 'pending')!
    await renderRoute(`/gift-card-orders/${pending.id}`)
    expect(await screen.findByText('No keys have been delivered for this order yet.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reveal all keys' })).not.toBeInTheDocument()
  })

  it.each(['12345', 'abc', '0'])('shows a not-found page with a way back for order %s', async (id) => {
    const { user, router } = await renderRoute(`/gift-card-orders/${id}`)
    expect(await screen.findByRole('heading', { name: 'Gift card order not found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to gift card orders' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
    // The first visit of the list in this file: its code loads (and is transformed) now, slowly on a busy machine.
    expect(await screen.findByRole('table', { name: 'Gift card orders' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows a server error with a retry', async () => {
    let fail = true
    server.use(
      http.get('*/v2/gift-card-orders/:id', () => {
        if (fail) return HttpResponse.json({ message: 'Upstream timeout' }, { status: 503 })
      }),
    )
    const { user } = await renderRoute('/gift-card-orders/2999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Upstream timeout')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Gift card order 2999' })).toBeInTheDocument()
  })

  it('goes back to the list in the view the order was opened from', async () => {
    const url = '/gift-card-orders?status=delivered&sort=price&page=2'
    const { user, router } = await renderRoute(url)
    const table = await findOrdersTable()
    const link = within(table).getAllByRole('link')[0]!
    await user.click(link)
    await screen.findByRole('heading', { name: `Gift card order ${link.textContent}` })

    await user.click(screen.getByRole('link', { name: 'Back to gift card orders' }))
    await waitFor(() => expect(currentUrl(router)).toBe(url))
    expect(screen.getByLabelText('Status')).toHaveValue('delivered')
    expect(within(await findOrdersTable()).getByRole('link', { name: link.textContent! })).toBeInTheDocument()
  })
})
