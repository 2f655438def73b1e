import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'
import { offerRecord } from '../../unit/currency-offers/fixtures'
import { marketRecords, offersTable, serveOffers } from './fixtures'

function helper() {
  return screen.getByRole('region', { name: 'Price helper' })
}

function priceInput() {
  return within(helper()).getByRole('textbox', { name: 'Your price (EUR)' })
}

/** The helper is folded under the table, its code loaded when opened (or already open with a price in the URL). */
async function openHelper(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  const title = screen.getByRole('heading', { name: 'Price helper' })
  if (!title.closest('details')?.open) await user.click(title)
  await within(helper()).findByRole('textbox', { name: 'Your price (EUR)' })
}

// Offer 3001 (the demo's own offer) is priced per 1K Gold: the helper starts in that unit.
async function openMarket(url = '/currency-offers/3001/other-offers') {
  serveOffers(marketRecords())
  const rendered = await renderRoute(url)
  await offersTable()
  await openHelper(rendered.user)
  return rendered
}

describe('price helper', () => {
  it('ranks the typed price among the competitors, ties said plainly, and keeps it in the URL', async () => {
    const { user, router } = await openMarket()
    expect(within(helper()).getByText('Type a price to see where it would rank.')).toBeInTheDocument()

    // 300 per 1K Gold is Delta's 0.3 per Gold.
    await user.type(priceInput(), '300')
    expect(
      within(helper()).getByText(
        'Rank 4 of 5 (you and 4 competitors): 3 competitors are cheaper, and 1 competitor asks exactly the same price (a tie).',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?my_price=%22300%22'))
  })

  it('compares exactly: 0.07 ties with 0.7 per 10 Gold, which binary floating point gets wrong', async () => {
    const { user } = await openMarket('/currency-offers/3001/other-offers?my_unit=1')
    expect(0.7 / 10).toBeLessThan(0.07)
    await user.type(priceInput(), '0.07')
    expect(within(helper()).getByText(/^Rank 1 of 5 \(you and 4 competitors\), tied: 1 competitor asks exactly the same price/)).toBeInTheDocument()
    await user.clear(priceInput())
    await user.type(priceInput(), '0.0699999')
    expect(within(helper()).getByText('Rank 1 of 5 (you and 4 competitors): you would be the cheapest.')).toBeInTheDocument()
  })

  it('explains a price it cannot read, and keeps what was typed', async () => {
    const { user, router } = await openMarket()
    await user.type(priceInput(), '0,30')
    expect(priceInput()).toHaveValue('0,30')
    expect(priceInput()).toHaveAttribute('aria-invalid', 'true')
    expect(priceInput()).toHaveAccessibleDescription(expect.stringContaining('Use a dot for decimals: 0.30.'))
    expect(within(helper()).getByText('Type a price to see where it would rank.')).toBeInTheDocument()
    // The typed text reaches the URL as it is, so a link brings it back with the same message.
    await waitFor(() => expect(currentUrl(router)).toContain('my_price=0%2C30'))

    await user.clear(priceInput())
    await user.type(priceInput(), '€5')
    expect(within(helper()).getByText(/Enter the price as a number in EUR/)).toBeInTheDocument()
  })

  it('gives the highest price that is still the cheapest, explains the step, and can use it', async () => {
    const { user } = await openMarket()
    // The cheapest competitor asks 0.7 per 10 Gold: one step lower is 0.69 per 10 Gold, 69 per 1K Gold, 0.069 per Gold.
    expect(within(helper()).getByText('€69.00 per 1K Gold')).toBeInTheDocument()
    expect(within(helper()).getByText('(€0.069 per 1 Gold)')).toBeInTheDocument()
    expect(
      within(helper()).getByText(/The cheapest competitor, Charlie, asks €0.70 per 10 Gold\. One price step is one unit in the last decimal place of that price \(€0.01\)/),
    ).toBeInTheDocument()

    await user.click(within(helper()).getByRole('button', { name: 'Use this price' }))
    expect(priceInput()).toHaveValue('69')
    expect(within(helper()).getByText('Rank 1 of 5 (you and 4 competitors): you would be the cheapest.')).toBeInTheDocument()
  })

  it('works per the offer’s own unit by default, and per a chosen unit, with the winning price converted to it', async () => {
    const { user, router } = await openMarket()
    const unit = within(helper()).getByRole('combobox', { name: 'Price per' })
    expect(unit).toHaveDisplayValue('1K Gold (your offer’s unit)')
    // 200 per 1K Gold is exactly Bravo's price (200.00 per 1K Gold = 0.2 per Gold).
    await user.type(priceInput(), '200')
    expect(within(helper()).getByText(/^Rank 3 of 5 .*2 competitors are cheaper, and 1 competitor asks exactly the same price/)).toBeInTheDocument()

    await user.clear(priceInput())
    await user.selectOptions(unit, '1 Gold (as in the table)')
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?my_unit=1'))
    expect(within(helper()).getByText('€0.069 per 1 Gold')).toBeInTheDocument()
    await user.type(priceInput(), '0.2')
    expect(within(helper()).getByText(/^Rank 3 of 5 .*2 competitors are cheaper, and 1 competitor asks exactly the same price/)).toBeInTheDocument()
  })

  it('counts only the offers that pass the filters, and says so', async () => {
    const { user } = await openMarket('/currency-offers/3001/other-offers?in_stock=true')
    await user.type(priceInput(), '300')
    expect(within(helper()).getByText(/^Rank 3 of 4 \(you and 3 competitors\)/)).toBeInTheDocument()
    expect(within(helper()).getByText(/Ranks and prices count the 3 offers that pass the filters\./)).toBeInTheDocument()
  })

  it('restores the helper from a link and marks the price on the chart', async () => {
    const { user } = await openMarket('/currency-offers/3001/other-offers?my_price=%220.05%22&my_unit=1')
    expect(priceInput()).toHaveValue('0.05')
    expect(within(helper()).getByText('Rank 1 of 5 (you and 4 competitors): you would be the cheapest.')).toBeInTheDocument()
    await user.click(screen.getByRole('heading', { name: 'Price distribution' }))
    const chart = await screen.findByRole('img', { name: /Offers by price per 1 Gold/ })
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Your price, €0.05, is below the lowest price.'))
    // The axis and the marker.
    expect(chart.querySelectorAll('line')).toHaveLength(2)
    expect(screen.getByText('The dashed line marks your price.')).toBeInTheDocument()
  })

  it('says when no lower price is possible', async () => {
    serveOffers([offerRecord(1, '0.01'), offerRecord(2, '0.02')])
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    await openHelper(user)
    expect(
      within(helper()).getByText('No lower price is possible: the cheapest competitor already asks the smallest step.'),
    ).toBeInTheDocument()
    expect(within(helper()).queryByRole('button', { name: 'Use this price' })).not.toBeInTheDocument()
  })

  it('is exact where binary floating point is not: 3.3 per 3 Gold is 1.1 per Gold', async () => {
    expect(3.3 / 3).not.toBe(1.1)
    expect(1.1 * 3).not.toBe(3.3)
    serveOffers([offerRecord(1, '3.3', 3), offerRecord(2, '0.30'), offerRecord(3, '1.2')])
    const { user } = await renderRoute('/currency-offers/3001/other-offers?my_unit=1')
    await offersTable()
    await openHelper(user)
    expect(within(helper()).getByText('€0.29 per 1 Gold')).toBeInTheDocument()
    await user.type(priceInput(), '1.1')
    expect(
      within(helper()).getByText(
        'Rank 2 of 4 (you and 3 competitors): 1 competitor is cheaper, and 1 competitor asks exactly the same price (a tie).',
      ),
    ).toBeInTheDocument()
  })
})
