import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { figure, marketRecords, offersTable, rowOf, serveOffers } from './fixtures'
import { offerRecord } from '../../unit/currency-offers/fixtures'

describe('market at a glance', () => {
  it('gives the competitor count, lowest, exact median, highest price per Gold and the fastest delivery', async () => {
    serveOffers(marketRecords())
    await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    expect(figure('Competitors')).toBe('4 offers from 4 sellers')
    expect(figure('Lowest price')).toBe('€0.07')
    // (0.1 + 0.2) / 2, in decimals: exactly 0.15, not 0.15000000000000002.
    expect(figure('Median price')).toBe('€0.15')
    expect(figure('Highest price')).toBe('€0.30')
    expect(figure('Fastest delivery')).toBe('5 minutes by Bravo')
    expect(screen.getByText('Prices per 1 Gold in EUR, over all 4 competing offers.')).toBeInTheDocument()
  })

  it('agrees with the table for the seeded offer 3001', async () => {
    await renderRoute('/currency-offers/3001/other-offers?sort=-price')
    const table = await offersTable()
    const sellers = within(table).getAllByRole('rowheader')
    const highestSeller = sellers[0]?.textContent ?? ''
    // The EUR price comes first in the cell, the USD price below it.
    expect(rowOf(table, highestSeller)[1]?.startsWith(`${figure('Highest price')}$`)).toBe(true)
    expect(figure('Competitors')).toMatch(/^36 offers from \d+ sellers$/)
  })

  it('draws the price distribution with a text alternative and the data as a table', async () => {
    serveOffers(marketRecords())
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    // Folded under the table: the chart and its code come when opened.
    expect(screen.queryByRole('img', { name: /Offers by price/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('heading', { name: 'Price distribution' }))
    const chart = await screen.findByRole('img', { name: 'Offers by price per 1 Gold (EUR)' })
    expect(chart).toHaveAccessibleDescription('4 offers from €0.07 to €0.30 per 1 Gold. 2 price bands have 2 offers each, the cheapest of them between €0.07 and €0.185.')
    expect(chart.querySelectorAll('rect')).toHaveLength(2)
    const bands = screen.getByRole('table', { name: 'Offers per price band' })
    const cells = within(bands)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))
    // Two bands of equal width from 0.07 to 0.30: the cut is at exactly 0.185.
    expect(cells).toEqual([
      ['€0.07 to €0.185', '2'],
      ['€0.185 to €0.30', '2'],
    ])
  })

  it('shows one bar when every competitor asks the same price per Gold', async () => {
    serveOffers([offerRecord(1, '0.12', 1000), offerRecord(2, '0.00012', 1)])
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    await user.click(screen.getByRole('heading', { name: 'Price distribution' }))
    expect(await screen.findByRole('img', { name: /Offers by price/ })).toHaveAccessibleDescription('2 offers from €0.00012 to €0.00012 per 1 Gold.')
    expect(figure('Median price')).toBe('€0.00012')
  })
})
