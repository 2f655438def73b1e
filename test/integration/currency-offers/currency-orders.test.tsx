import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'

const seen: string[] = []
const listener = ({ request }: { request: Request }) => {
  seen.push(`${request.method} ${new URL(request.url).pathname}`)
}
afterEach(() => {
  server.events.removeListener('request:start', listener)
  seen.length = 0
  localStorage.clear()
})

describe('currency orders', () => {
  it('lists an offer’s orders without the buyer’s game details, pages them and finds one by id', async () => {
    const { user, router } = await renderRoute('/currency-offers/3001/orders')
    const table = await screen.findByRole('table', { name: 'Orders of offer 3001' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16))
    expect(within(table).getByRole('columnheader', { name: /Buyer/ })).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/Thrallgar|Moonwhisper|Ironbeard|Sylvanna|Zugzug|Lightbringer/)
    await user.click(screen.getByRole('link', { name: /Next/ }))
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers/3001/orders?page=2'))
    await user.type(screen.getByRole('searchbox', { name: 'Search by order id' }), '9005{Enter}')
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Orders of offer 3001' })).getAllByRole('row')).toHaveLength(2))
  })

  it('masks the buyer’s game details until revealed; Mark completed asks, sends one POST and shows the new status', async () => {
    server.events.on('request:start', listener)
    const { user } = await renderRoute('/currency-orders/9018')
    const details = await screen.findByRole('region', { name: 'Buyer’s game details' })
    expect(within(details).queryByText(/Character name/)).not.toBeInTheDocument()
    await user.click(within(details).getByRole('button', { name: 'Reveal game details' }))
    expect(within(details).getByText('Character name')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark completed' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark order 9018 completed?' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }))
    expect(await screen.findByText('Order marked as completed. The buyer has been notified.')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Order' })).getByText('Completed')).toBeInTheDocument()
    expect(seen.filter((request) => !request.startsWith('GET'))).toEqual(['POST /v2/currency-orders/9018/complete'])
  })

  it('shows the server’s refusal in its words, and a completed order cannot be completed again', async () => {
    server.use(
      http.post('*/v2/currency-orders/9018/complete', () =>
        HttpResponse.json({ message: 'The buyer has opened a dispute on this order.' }, { status: 409 }),
      ),
    )
    const { user } = await renderRoute('/currency-orders/9018')
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark completed' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflict: The buyer has opened a dispute on this order.')
    await renderRoute('/currency-orders/9001')
    expect(await screen.findByText('This order is completed.')).toBeInTheDocument()
  })
})
