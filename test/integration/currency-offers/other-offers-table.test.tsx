import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'
import { offerRecord } from '../../unit/currency-offers/fixtures'
import { marketRecords, offersTable, rowOf, sellerOrder, serveOffers } from './fixtures'

describe('competing offers table', () => {
  it('lists the seeded competitors of offer 3001, cheapest per Gold first', async () => {
    await renderRoute('/currency-offers/3001/other-offers')
    expect(await screen.findByRole('heading', { level: 1, name: /Competing offers for your offer 3001/ })).toBeInTheDocument()
    const table = await offersTable()
    expect(within(table).getAllByRole('row')).toHaveLength(37)
    const priceHeader = within(table).getByRole('columnheader', { name: /Price per 1 Gold \(EUR\)/ })
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending')
    for (const name of [/Seller/, /Currency unit/, /Quoted price/, /Stock \(Gold\)/, /Min\. quantity \(Gold\)/, /Delivery time/, /Delivery method/]) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument()
    }
  })

  it('normalises prices quoted in different units to one price per Gold, and shows the quoted price too', async () => {
    serveOffers(marketRecords())
    await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])
    expect(rowOf(table, 'Bravo')).toEqual([
      '1K Gold (g)1,000 Gold',
      '€0.20$0.216',
      '€200.00$216.00 per 1K Gold',
      'Out of stock',
      '1,0001 × 1K Gold',
      '5 minutes',
      'Mail',
    ])
    expect(rowOf(table, 'Delta')).toEqual([
      '1M Gold (g)1,000,000 Gold',
      '€0.30$0.30',
      '€300,000.00$300,000.00 per 1M Gold',
      '5,000,0005 × 1M Gold',
      '1,000,0001 × 1M Gold',
      '2 days',
      'Trade · Requires: character name, server',
    ])
    expect(rowOf(table, 'Charlie')[1]).toBe('€0.07$0.07')
    expect(rowOf(table, 'Charlie')).toContain('Not specified')
    expect(rowOf(table, 'Alpha')).toContain('Face to face · Location: Orgrimmar')
    expect(screen.getByText(/Offers quote different units \(Gold, 10 Gold, 1K Gold, 1M Gold\)\. To compare them fairly, prices are per 1 Gold \(the quoted price divided by the unit’s size/)).toBeInTheDocument()
  })

  it('says when the stock is below the minimum quantity, next to the stock in the quoted unit', async () => {
    serveOffers([
      ...marketRecords(),
      offerRecord(5, '100.00', 1000, { seller: { id: 5, username: 'Echo' }, stock: 3, min_quantity: 5 }),
      offerRecord(6, '0.5', 1, { seller: { id: 6, username: 'Foxtrot' }, stock: 3, min_quantity: 5 }),
    ])
    await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    expect(rowOf(table, 'Echo')[3]).toBe('3,000Below the minimum quantity · 3 × 1K Gold')
    expect(rowOf(table, 'Foxtrot')[3]).toBe('3Below the minimum quantity')
    expect(rowOf(table, 'Alpha')[3]).toBe('100')
  })

  it('sorts by a column header, toggles the direction, and keeps it in the URL', async () => {
    serveOffers(marketRecords())
    const { user, router } = await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers')

    await user.click(within(table).getByRole('button', { name: /Price per 1 Gold \(EUR\)/ }))
    expect(sellerOrder(table)).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie'])
    expect(within(table).getByRole('columnheader', { name: /Price per 1 Gold \(EUR\)/ })).toHaveAttribute('aria-sort', 'descending')
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?sort=-price')

    // Stock in Gold: Bravo 0, Alpha 100, Charlie 500 (50 × 10 Gold), Delta 5,000,000.
    await user.click(within(table).getByRole('button', { name: /Stock \(Gold\)/ }))
    expect(sellerOrder(table)).toEqual(['Bravo', 'Alpha', 'Charlie', 'Delta'])
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?sort=stock')
    const stock = within(table).getByRole('columnheader', { name: /Stock/ })
    expect(stock).toHaveAttribute('aria-sort', 'ascending')
    expect(within(table).getByRole('columnheader', { name: /Price per 1 Gold \(EUR\)/ })).not.toHaveAttribute('aria-sort')

    await user.click(within(table).getByRole('button', { name: /Min\. quantity/ }))
    // Min. quantity in Gold: Alpha 1, Charlie 20, Bravo 1,000, Delta 1,000,000.
    expect(sellerOrder(table)).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta'])

    await user.click(within(table).getByRole('button', { name: /Delivery time/ }))
    await user.click(within(table).getByRole('button', { name: /Delivery time/ }))
    expect(sellerOrder(table)).toEqual(['Delta', 'Charlie', 'Alpha', 'Bravo'])
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?sort=-delivery')

    // The default sort leaves the URL clean again.
    await user.click(within(table).getByRole('button', { name: /Price per 1 Gold \(EUR\)/ }))
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers')
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])
  })

  it('opens in the state a link describes, and ignores nonsense in the URL', async () => {
    serveOffers(marketRecords())
    await renderRoute('/currency-offers/3001/other-offers?sort=-stock&in_stock=true')
    const table = await offersTable()
    expect(sellerOrder(table)).toEqual(['Delta', 'Charlie', 'Alpha'])
    expect(within(table).getByRole('columnheader', { name: /Stock/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked()
  })

  it('falls back to the defaults for unknown values', async () => {
    serveOffers(marketRecords())
    await renderRoute('/currency-offers/3001/other-offers?sort=seller&max_delivery=%222h%22&in_stock=maybe')
    const table = await offersTable()
    expect(sellerOrder(table)).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])
    expect(screen.getByRole('combobox', { name: 'Maximum delivery time' })).toHaveValue('')
  })
})
