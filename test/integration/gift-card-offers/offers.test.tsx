import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { recordWrites } from './helpers'

/** The price form loads when the seller asks for it. */
async function openPriceForm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Edit the offer' }))
  const form = await screen.findByRole('region', { name: 'Change the offer' })
  await within(form).findByRole('button', { name: 'Save price' })
  return form
}

describe('gift card offers', () => {
  it('lists the seller’s offers with card, region, face value, price and stock, and opens one', async () => {
    const { user, router } = await renderRoute('/gift-card-offers')
    const table = await screen.findByRole('table', { name: 'Gift card offers' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(7)
    const steam = within(table).getByRole('row', { name: /Steam Wallet 20 EUR \(EU\)/ })
    expect(steam).toHaveTextContent('Europe')
    expect(steam).toHaveTextContent('€20.00')
    expect(steam).toHaveTextContent('€18.40')
    expect(steam).toHaveTextContent('12')
    expect(within(table).getByRole('row', { name: /Xbox Gift Card 25 USD/ })).toHaveTextContent('Out of stock')
    await user.click(within(steam).getByRole('link', { name: '800' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-offers/800'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Steam Wallet 20 EUR (EU)' })).toBeInTheDocument()
    const facts = screen.getByRole('region', { name: 'The offer' })
    expect(facts).toHaveTextContent('12 keys')
    expect(facts).toHaveTextContent('Lowest price on the marketplace €18.40')
  })

  it('changes the price with one PATCH; a price with 3 decimals or under 0.01 gives a message and sends nothing', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/gift-card-offers/800')
    const form = await openPriceForm(user)
    const price = within(form).getByLabelText(/^Price \(EUR\)/)
    await user.clear(price)
    await user.type(price, '18.555')
    await user.click(within(form).getByRole('button', { name: 'Save price' }))
    expect(within(form).getByText('The price can have at most 2 decimals; this one has 3.')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '0')
    await user.click(within(form).getByRole('button', { name: 'Save price' }))
    expect(within(form).getByText('The price must be at least 0.01 EUR.')).toBeInTheDocument()
    expect(writes).toEqual([])
    await user.clear(price)
    await user.type(price, '17.9')
    await user.click(within(form).getByRole('button', { name: 'Save price' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'The offer' })).toHaveTextContent('€17.90'))
    expect(writes).toEqual(['PATCH /v2/gift-cards/offers/800 {"price":17.9}'])
  })

  it('shows a refused price in the server’s words and keeps the text', async () => {
    server.use(http.patch('*/v2/gift-cards/offers/800', () => HttpResponse.json({ message: 'The price is below the marketplace minimum.', errors: { price: ['The price is below the marketplace minimum.'] } }, { status: 422 })))
    const { user } = await renderRoute('/gift-card-offers/800')
    const form = await openPriceForm(user)
    const price = within(form).getByLabelText(/^Price \(EUR\)/)
    await user.clear(price)
    await user.type(price, '0.02')
    await user.click(within(form).getByRole('button', { name: 'Save price' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('The price is below the marketplace minimum.')
    expect(price).toHaveValue('0.02')
  })

  it('deletes the offer after a confirmation, with one DELETE, and goes back to the list', async () => {
    const writes = recordWrites()
    const { user, router } = await renderRoute('/gift-card-offers/806')
    await user.click(await screen.findByRole('button', { name: 'Delete offer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete offer 806?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete offer' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-offers'))
    expect(writes).toEqual(['DELETE /v2/gift-cards/offers/806'])
    const table = await screen.findByRole('table', { name: 'Gift card offers' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6))
  })
})
