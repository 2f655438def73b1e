import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

afterEach(() => {
  localStorage.clear()
})

const facts = () => screen.getByRole('region', { name: 'The offer' })
const form = () => screen.getByRole('region', { name: 'Change the offer' })
const field = (name: RegExp) => within(form()).getByRole('textbox', { name })

/** The edit form loads when the seller asks for it. */
async function openEditForm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Edit the offer' }))
  await within(await screen.findByRole('region', { name: 'Change the offer' })).findByRole('button', { name: 'Save changes' })
}

describe('the offer’s own page', () => {
  it('shows the offer, its standing and its links', async () => {
    await renderRoute('/currency-offers/3001')
    expect(await screen.findByRole('heading', { level: 1, name: 'WoW EU gold, every realm' })).toBeInTheDocument()
    expect(within(facts()).getByText('1K Gold (1,000 Gold)')).toBeInTheDocument()
    expect(within(facts()).getByText(/€0\.119 per 1K Gold/)).toBeInTheDocument()
    expect(within(facts()).getByText('250 × 1K Gold')).toBeInTheDocument()
    expect(within(facts()).getByText('5 × 1K Gold')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Competing offers' })).toHaveAttribute('href', '/currency-offers/3001/other-offers')
    expect(screen.getByRole('link', { name: 'Orders of this offer' })).toHaveAttribute('href', '/currency-offers/3001/orders')
    expect(await within(screen.getByRole('region', { name: 'Your offer now' })).findByText(/^Rank \d+ of \d+/)).toBeInTheDocument()
  })

  it('refuses 7 decimals, a stock of −1 and a minimum of 0 with a message each, keeps the text and sends nothing', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/currency-offers/3001')
    await openEditForm(user)
    const cases = [
      [/^Price/, '10.1234567', 'The price can have at most 6 decimals; this one has 7.'],
      [/^Stock/, '-1', 'The stock must be between 0 and 1,000,000,000; this is -1.'],
      [/^Minimum/, '0', 'The minimum must be between 1 and 1,000,000,000; this is 0.'],
    ] as const
    for (const [name, text, message] of cases) {
      await user.clear(field(name))
      await user.type(field(name), text)
      await user.click(within(form()).getByRole('button', { name: 'Save changes' }))
      expect(await within(form()).findByText(message)).toBeInTheDocument()
      expect(field(name)).toHaveValue(text)
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    expect(writes).toEqual([])
  })

  it('sends only what changed, the price as fixed-point, and the page follows', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/currency-offers/3001')
    await openEditForm(user)
    await user.clear(field(/^Price/))
    await user.type(field(/^Price/), '10.80')
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(within(facts()).getByText(/€10\.80 per 1K Gold/)).toBeInTheDocument())
    expect(writes).toEqual(['PATCH /v2/currency-offers/3001 {"price":"10.800000"}'])
    expect(store().currencyOffers.get(3001)!.price_eur).toBe('10.80')
  })

  it('a 429 says when the offer can change again, and nothing is sent again', async () => {
    server.use(
      http.patch('*/v2/currency-offers/3001', () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    )
    const writes = recordWrites()
    const { user } = await renderRoute('/currency-offers/3001')
    await openEditForm(user)
    await user.clear(field(/^Stock/))
    await user.type(field(/^Stock/), '40')
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }))
    const alert = await within(form()).findByRole('alert')
    expect(alert).toHaveTextContent(/The offer can change again at .+ \(in 120 s\)\. Nothing is sent again on its own\./)
    expect(within(form()).getByRole('button', { name: 'Save changes' })).toBeDisabled()
    expect(within(form()).getByText(/The offer can change again in 1[12]\d s\./)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(writes).toEqual(['PATCH /v2/currency-offers/3001 {"stock":40}'])
  })

  it('Unlist, then List: one POST each, the status follows; Archive asks first', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/currency-offers/3001')
    const listing = await screen.findByRole('region', { name: 'Listing' })
    await user.click(within(listing).getByRole('button', { name: 'Unlist (draft)' }))
    expect(await within(facts()).findByText('Draft')).toBeInTheDocument()
    await user.click(within(listing).getByRole('button', { name: 'List' }))
    expect(await within(facts()).findByText('Listed')).toBeInTheDocument()
    await user.click(within(listing).getByRole('button', { name: 'Archive…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive this offer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(writes).toEqual(['POST /v2/currency-offers/3001/draft', 'POST /v2/currency-offers/3001/list'])

    // The documented limit, counted by the app before sending: a sixth write within the minute is not sent.
    for (const name of ['Unlist (draft)', 'List', 'Unlist (draft)']) {
      await user.click(within(listing).getByRole('button', { name }))
      await waitFor(() => expect(within(listing).getByRole('button', { name })).toBeDisabled())
    }
    await user.click(within(listing).getByRole('button', { name: 'List' }))
    expect(await within(listing).findByRole('alert')).toHaveTextContent(
      /changed as often as the marketplace allows \(5 times a minute, 10 an hour\)\. It can change again at .+\. Nothing was sent\./,
    )
    expect(writes).toHaveLength(5)
  })
})
