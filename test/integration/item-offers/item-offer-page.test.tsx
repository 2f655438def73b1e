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
/** Opens the change form, which loads on demand, and waits for it. */
async function openForm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Edit the offer' }))
  await within(await screen.findByRole('region', { name: 'Change the offer' })).findByRole('button', { name: 'Save changes' })
}
const save = () => within(form()).getByRole('button', { name: 'Save changes' })

describe('an item offer’s page', () => {
  it('shows its fields and saves only the price that changed, as a number', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/item-offers/5001')
    expect(await screen.findByRole('heading', { level: 1, name: /Reins of the Invincible/ })).toBeInTheDocument()
    expect(within(facts()).getByText('€24.99 per item')).toBeInTheDocument()
    expect(within(facts()).getByText('World of Warcraft')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Orders of this offer' })).toHaveAttribute('href', '/item-offers/5001/orders')
    await openForm(user)
    expect(save()).toBeDisabled()
    await user.clear(field(/^Price/))
    await user.type(field(/^Price/), '2.5')
    await user.click(save())
    await waitFor(() => expect(within(facts()).getByText('€2.50 per item')).toBeInTheDocument())
    expect(writes).toEqual(['PATCH /v2/item-offers/5001 {"price":2.5}'])
    expect(store().itemOffers.get(5001)!.price_eur).toBe('2.50')
  })

  it('refuses 2.555, 0, a 256-character title and a stock over the limit with a message each; keeps the text, sends nothing', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/item-offers/5002')
    await openForm(user)
    const cases = [
      [/^Price/, '2.555', 'The price can have at most 2 decimals; this one has 3.'],
      [/^Price/, '0', 'The price must be at least €0.01.'],
      [/^Title/, 'x'.repeat(256), 'The title can be at most 255 characters; this one has 256.'],
      [/^Stock/, '1000000001', 'The stock must be between 0 and 1,000,000,000; this is 1000000001.'],
    ] as const
    for (const [name, text, message] of cases) {
      await user.clear(field(name))
      await user.click(field(name))
      await user.paste(text)
      await user.click(save())
      expect(await within(form()).findByText(message)).toBeInTheDocument()
      expect(field(name)).toHaveValue(text)
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    expect(writes).toEqual([])
  })

  it('a 422 lands on its field and keeps the text', async () => {
    server.use(
      http.patch('*/v2/item-offers/5003', () =>
        HttpResponse.json({ message: 'The title has already been taken.', errors: { title: ['The title has already been taken.'] } }, { status: 422 }),
      ),
    )
    const { user } = await renderRoute('/item-offers/5003')
    await openForm(user)
    await user.clear(field(/^Title/))
    await user.type(field(/^Title/), 'Spectral Tiger')
    await user.click(save())
    expect(await within(form()).findByRole('alert')).toHaveTextContent('The offer was not changed. Your values are kept.')
    expect(field(/^Title/)).toHaveAccessibleDescription(expect.stringContaining('The title has already been taken.'))
    expect(field(/^Title/)).toHaveValue('Spectral Tiger')
  })

  it('Unlist: one POST; Archive: one POST after its confirmation', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/item-offers/5001')
    const listing = await screen.findByRole('region', { name: 'Listing' })
    await user.click(within(listing).getByRole('button', { name: 'Unlist (draft)' }))
    expect(await within(facts()).findByText('Draft')).toBeInTheDocument()
    await user.click(within(listing).getByRole('button', { name: 'Archive…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive this offer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Archive offer' }))
    expect(await within(facts()).findByText('Archived')).toBeInTheDocument()
    expect(writes).toEqual(['POST /v2/item-offers/5001/draft', 'POST /v2/item-offers/5001/archive'])
  })

  it('an id the API does not have is not found', async () => {
    await renderRoute('/item-offers/5999')
    expect(await screen.findByRole('heading', { level: 1, name: 'Item offer not found' })).toBeInTheDocument()
  })
})

describe('the item offers list', () => {
  it('lists the offers with their columns, filters by status and searches', async () => {
    const { user } = await renderRoute('/item-offers?status=draft')
    const table = await screen.findByRole('table', { name: 'Item offers' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3)
    for (const header of ['Title', 'Game', 'Status', 'Price', 'Stock', 'Minimum', 'Views']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument()
    }
    expect(within(table).getByRole('link', { name: '5003' })).toHaveAttribute('href', '/item-offers/5003')
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'V-Bucks{Enter}')
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Item offers' })).getAllByRole('row')).toHaveLength(2))
  })
})
