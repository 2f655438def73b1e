import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { store } from '../../../src/mocks/db'
import { currentUrl, renderRoute } from '../../render'
import { findOrdersTable, gate, recordListRequests } from './helpers'

const emptyPage = {
  data: [],
  meta: { current_page: 1, from: null, last_page: 1, per_page: 15, to: null, total: 0 },
  links: { first: null, last: null, prev: null, next: null },
}

describe('gift card order list', () => {
  it('shows each order with its buyer, quantity, prices in EUR and USD, status and dates', async () => {
    const order = store().giftCardOrders.get(2999)!
    await renderRoute('/gift-card-orders?search=2999')
    const table = await findOrdersTable()
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''))
    expect(headers).toEqual(['Id', 'Title', 'Buyer', 'Quantity', 'Unit price', 'Price', 'Status', 'Created', 'Updated', 'Completed'])

    const row = within(table).getAllByRole('row')[1]!
    const cells = within(row).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent('2999')
    expect(cells[1]).toHaveTextContent(order.title)
    expect(cells[2]).toHaveTextContent(order.buyer.username)
    expect(cells[3]).toHaveTextContent('1,000')
    expect(cells[4]).toHaveTextContent(`€${order.unit_price_eur}`)
    expect(cells[4]).toHaveTextContent(`$${order.unit_price_usd}`)
    expect(cells[5]).toHaveTextContent(/€[\d,]+\.\d\d/)
    expect(cells[5]).toHaveTextContent(/\$[\d,]+\.\d\d/)
    expect(cells[6]).toHaveTextContent('Delivered')
    expect(within(cells[7]!).getByText(/2026/)).toHaveAttribute('datetime', new Date(order.created_at * 1000).toISOString())
    expect(within(cells[9]!).getByText(/2026/)).toHaveAttribute('datetime', new Date(order.completed_at! * 1000).toISOString())
  })

  it('says "Not completed" for an order that is not, rather than a date', async () => {
    const pending = [...store().giftCardOrders.values()].find((order) => order.status === 'pending')!
    await renderRoute(`/gift-card-orders?search=${pending.id}`)
    const row = within(await findOrdersTable()).getAllByRole('row')[1]!
    expect(within(row).getAllByRole('cell')[9]).toHaveTextContent('Not completed')
    expect(row).not.toHaveTextContent('1970')
  })

  it('leaves the status column out when the API does not send status', async () => {
    server.use(
      http.get('*/v2/gift-card-orders', async () => {
        const order = { ...store().giftCardOrders.get(2999)!, status: undefined }
        return HttpResponse.json({ ...emptyPage, data: [order], meta: { ...emptyPage.meta, from: 1, to: 1, total: 1 } })
      }),
    )
    await renderRoute('/gift-card-orders')
    const table = await findOrdersTable()
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(2)
  })

  it('opens an order from a click on its row', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?search=2998')
    const table = await findOrdersTable()
    await user.click(within(table).getAllByRole('cell')[1]!)
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders/2998'))
    expect(await screen.findByRole('heading', { name: 'Gift card order 2998' })).toBeInTheDocument()
  })

  it('opens an order from the keyboard by its id link', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?search=2998')
    const link = within(await findOrdersTable()).getByRole('link', { name: '2998' })
    link.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders/2998'))
  })

  it('shows a loading skeleton until the first page arrives', async () => {
    const hold = gate()
    server.use(
      http.get('*/v2/gift-card-orders', async () => {
        await hold.promise
      }),
    )
    const { user } = await renderRoute('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'Gift card orders' }))
    expect(await screen.findByText('Loading gift card orders…')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    hold.open()
    await findOrdersTable()
    expect(screen.queryByText('Loading gift card orders…')).not.toBeInTheDocument()
  })

  it('says when there are no orders at all', async () => {
    server.use(http.get('*/v2/gift-card-orders', () => HttpResponse.json(emptyPage)))
    await renderRoute('/gift-card-orders')
    expect(await screen.findByRole('heading', { name: 'No gift card orders yet' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says when nothing matches, with a way to clear the filters', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?search=1234&sort=id')
    const heading = await screen.findByRole('heading', { name: 'No orders match these filters' })
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?sort=id'))
    expect(await findOrdersTable()).toBeInTheDocument()
  })

  it('shows an error with a retry that loads the page', async () => {
    let fail = true
    server.use(
      http.get('*/v2/gift-card-orders', () => {
        if (fail) return HttpResponse.json({ message: 'Database on fire' }, { status: 500 })
      }),
    )
    const requests = recordListRequests()
    const { user } = await renderRoute('/gift-card-orders')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the gift card orders')
    expect(alert).toHaveTextContent('Database on fire')
    expect(requests).toHaveLength(1)
    // The filters stay usable next to the error.
    expect(screen.getByLabelText('Status')).toBeEnabled()

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await findOrdersTable()).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains a response it cannot read instead of showing a blank page', async () => {
    server.use(http.get('*/v2/gift-card-orders', () => HttpResponse.json({ data: { id: 'x' } })))
    await renderRoute('/gift-card-orders')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The server sent data this dashboard cannot read')
    expect(screen.getByRole('heading', { name: 'Gift card orders', level: 1 })).toBeInTheDocument()
  })
})
