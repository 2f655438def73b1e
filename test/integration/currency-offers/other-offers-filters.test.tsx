import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'
import { figure, marketRecords, offersTable, sellerOrder, serveOffers } from './fixtures'

describe('filtering competing offers', () => {
  it('keeps only offers in stock, and says how many are shown', async () => {
    serveOffers(marketRecords())
    const { user, router } = await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    expect(screen.getByText('Showing all 4 offers')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }))
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Delta'])
    expect(screen.getByText('Showing 3 of 4 offers')).toBeInTheDocument()
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?in_stock=true')
    // The summary follows the filters: Bravo (0.2 per Gold) is gone, the median is Alpha's 0.1.
    expect(figure('Median price')).toBe('€0.10')
    expect(screen.getByText(/over the 3 offers that pass the filters/)).toBeInTheDocument()
  })

  it('keeps only offers delivered within the chosen time', async () => {
    serveOffers(marketRecords())
    const { user, router } = await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    const select = screen.getByRole('combobox', { name: 'Maximum delivery time' })

    await user.selectOptions(select, 'Up to 1 hour')
    expect(sellerOrder(table)).toEqual(['Alpha', 'Bravo'])
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?max_delivery=1h')

    await user.selectOptions(select, 'Up to 6 hours')
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo'])

    await user.selectOptions(select, 'Any')
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers')
  })

  it('says when no offer passes the filters and clears them in one step', async () => {
    // Bravo is quick but out of stock, Delta in stock but takes 2 days.
    serveOffers(marketRecords().filter((offer) => offer.id === 2 || offer.id === 4))
    const { user, router } = await renderRoute('/currency-offers/3001/other-offers?in_stock=true&max_delivery=1h')
    expect(await screen.findByRole('heading', { name: 'No offer matches the filters' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Competing offers' })).not.toBeInTheDocument()
    expect(screen.getByText('Showing 0 of 2 offers')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    const table = await offersTable()
    expect(sellerOrder(table)).toEqual(['Bravo', 'Delta'])
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers')
  })

  it('keeps the sort while filtering, and goes back to the previous view with the browser', async () => {
    serveOffers(marketRecords())
    const { user, router } = await renderRoute('/currency-offers/3001/other-offers?sort=-price')
    const table = await offersTable()
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }))
    expect(sellerOrder(table)).toEqual(['Delta', 'Alpha', 'Charlie'])
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?sort=-price&in_stock=true')

    router.history.back()
    await screen.findByText('Showing all 4 offers')
    expect(sellerOrder(await offersTable())).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie'])
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked()
  })
})
