import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { currencyOfferQueries } from '../../../src/features/currency-offers/queries'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { offerRecord } from '../../unit/currency-offers/fixtures'
import { marketRecords, OFFERS_URL, offersTable, sellerOrder, serveOffers } from './fixtures'

describe('competing offers: empty, missing and failing', () => {
  it('says clearly that nobody else sells the currency of offer 3002', async () => {
    await renderRoute('/currency-offers/3002/other-offers')
    expect(await screen.findByRole('heading', { name: 'No competitors right now' })).toBeInTheDocument()
    expect(screen.getByText(/No other seller offers this currency right now/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Price helper' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
  })

  it('shows a not-found page with a way back for an unknown offer', async () => {
    const { user, router } = await renderRoute('/currency-offers/9999/other-offers')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText(/There is no currency offer with the id “9999”/)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go to the overview' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it('does not ask the API about an id that cannot exist', async () => {
    let requests = 0
    server.use(http.get(OFFERS_URL, () => void requests++))
    await renderRoute('/currency-offers/abc/other-offers')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(requests).toBe(0)
  })

  it('explains a server error and loads the offers on retry', async () => {
    server.use(http.get(OFFERS_URL, () => HttpResponse.json({ message: 'Upstream down' }, { status: 503 }), { once: true }))
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Server error (503)')).toBeInTheDocument()
    expect(within(alert).getByText('Upstream down')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await offersTable()).toBeInTheDocument()
  })

  it('says so when the answer does not fit, instead of a blank page', async () => {
    server.use(http.get(OFFERS_URL, () => HttpResponse.json({ data: { ...offerRecord(1, '0.1'), price_eur: 'cheap' } })))
    await renderRoute('/currency-offers/3001/other-offers')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The server sent data this dashboard cannot read')).toBeInTheDocument()
    expect(within(alert).getByText(/data is not a list/)).toBeInTheDocument()
  })
})

describe('freshness', () => {
  it('says when the offers were loaded and refreshes them on demand', async () => {
    serveOffers(marketRecords())
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    expect(screen.getByText('Updated just now')).toBeInTheDocument()

    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(OFFERS_URL, async () => {
        await gate
        return HttpResponse.json({ data: [...marketRecords(), offerRecord(5, '0.01', 1, { seller: { id: 5, username: 'Echo' } })] })
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    const busy = await screen.findByRole('button', { name: 'Refreshing…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('Refreshing the offers…')).toBeInTheDocument()
    // The old offers stay while the new ones load.
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])

    act(() => release())
    expect(await screen.findByRole('rowheader', { name: 'Echo' })).toBeInTheDocument()
    expect(sellerOrder(table)[0]).toBe('Echo')
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-disabled')
  })

  it('refetches when the tab regains focus once the offers are stale', async () => {
    serveOffers(marketRecords())
    const { queryClient } = await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    const options = currencyOfferQueries.otherOffers(3001)
    // As if loaded two and a half minutes ago.
    act(() => {
      queryClient.setQueryData(options.queryKey, queryClient.getQueryData(options.queryKey), {
        updatedAt: Date.now() - 150_000,
      })
    })
    expect(await screen.findByText('Updated 2 min ago')).toBeInTheDocument()

    serveOffers([offerRecord(7, '0.05', 1, { seller: { id: 7, username: 'Foxtrot' } })])
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'))
    })
    expect(await screen.findByRole('rowheader', { name: 'Foxtrot' })).toBeInTheDocument()
    expect(screen.getByText('Updated just now')).toBeInTheDocument()
  })

  it('keeps the offers and says how old they are when a refresh fails', async () => {
    serveOffers(marketRecords())
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    server.use(http.get(OFFERS_URL, () => HttpResponse.json({ message: 'Maintenance' }, { status: 503 })))
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/Could not refresh the offers\. Maintenance The list below is from/)
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])

    serveOffers(marketRecords().slice(0, 2))
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByText('Showing all 2 offers')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
