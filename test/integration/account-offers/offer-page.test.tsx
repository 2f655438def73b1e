import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

const facts = () => screen.getByRole('region', { name: 'The offer' })
const form = () => screen.getByRole('region', { name: 'Change the offer' })
const listing = () => screen.getByRole('region', { name: 'Listing' })

/** The edit form loads when the seller asks for it. */
async function openEditForm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Edit the offer' }))
  return within(await screen.findByRole('region', { name: 'Change the offer' })).findByRole('button', { name: 'Save changes' }, { timeout: 10_000 })
}

describe('an account offer’s page', () => {
  it('shows its fields, status and the account orders it sold, as links', async () => {
    await renderRoute('/account-offers/40007')
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 80 Undead Mage, 412 mounts incl. Invincible' })).toBeInTheDocument()
    expect(within(facts()).getByText('World of Warcraft')).toBeInTheDocument()
    expect(within(facts()).getByText('€189.00')).toBeInTheDocument()
    expect(within(facts()).getByText('Automatic, 5 minutes')).toBeInTheDocument()
    expect(within(facts()).getByText('Horde')).toBeInTheDocument()
    const orders = screen.getByRole('region', { name: 'Orders of this offer' })
    expect(within(orders).getByRole('link', { name: 'Account order 1001' })).toHaveAttribute('href', '/account-orders/1001')
  })

  it('sends only what changed in one PATCH, and a 422 lands on its field with the text kept', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers/40007')
    await openEditForm(user)
    const title = within(form()).getByRole('textbox', { name: /^Title/ })
    const price = within(form()).getByRole('textbox', { name: /^Price/ })
    await user.clear(price)
    await user.type(price, '0.50')
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }))
    expect(await within(form()).findByText('The lowest price for an account is €0.99.')).toBeInTheDocument()
    expect(writes).toEqual([])

    const taken = { message: 'The title has already been taken.', errors: { title: ['The title has already been taken.'] } }
    server.use(http.patch('*/v2/account-offers/40007', () => HttpResponse.json(taken, { status: 422 }), { once: true }))
    await user.clear(price)
    await user.type(price, '175')
    await user.clear(title)
    await user.type(title, 'Undead Mage, 412 mounts')
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining('The title has already been taken.')))
    expect(title).toHaveValue('Undead Mage, 412 mounts')
    expect(writes).toEqual(['PATCH /v2/account-offers/40007 {"title":"Undead Mage, 412 mounts","price":"175"}'])
  })

  it('saves a change and the page follows', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers/40056')
    await openEditForm(user)
    const duration = within(form()).getByRole('textbox', { name: 'Delivery time' })
    await user.clear(duration)
    await user.type(duration, '2')
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Unit' }), 'hours')
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(within(facts()).getByText('Automatic, 2 hours')).toBeInTheDocument())
    expect(writes).toEqual(['PATCH /v2/account-offers/40056 {"delivery_time":{"duration":2,"unit":"hours"}}'])
  })

  it('lists and unlists with one POST each, duplicates into the new draft, and deletes only after a confirmation', async () => {
    const writes = recordWrites()
    const { user, router } = await renderRoute('/account-offers/40056')
    await user.click(await within(await screen.findByRole('region', { name: 'Listing' })).findByRole('button', { name: 'List' }))
    expect(await within(listing()).findByText('Account offer listed successfully.')).toBeInTheDocument()
    await user.click(within(listing()).getByRole('button', { name: 'Unlist (draft)' }))
    expect(await within(listing()).findByText(/moved to drafts/)).toBeInTheDocument()

    await user.click(within(listing()).getByRole('button', { name: 'Duplicate' }))
    const copyId = Math.max(...store().accountOffers.keys())
    await waitFor(() => expect(currentUrl(router)).toBe(`/account-offers/${copyId}`))
    expect(store().accountOffers.get(copyId)!.status).toBe('draft')

    await user.click(await within(await screen.findByRole('region', { name: 'Listing' })).findByRole('button', { name: 'Delete…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this offer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(store().accountOffers.has(copyId)).toBe(true)
    await user.click(within(listing()).getByRole('button', { name: 'Delete…' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete offer' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/account-offers'))
    expect(store().accountOffers.has(copyId)).toBe(false)
    expect(writes).toEqual([
      'POST /v2/account-offers/40056/list',
      'POST /v2/account-offers/40056/draft',
      'POST /v2/account-offers/40056/duplicate',
      `DELETE /v2/account-offers/${copyId}`,
    ])
  })

  it('counts every write to the offer: the sixth in a minute is refused before it is sent', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers/40056')
    const card = await screen.findByRole('region', { name: 'Listing' })
    for (const action of ['List', 'Unlist (draft)', 'List', 'Unlist (draft)', 'List']) {
      await waitFor(() => expect(within(card).getByRole('button', { name: action })).toBeEnabled())
      await user.click(within(card).getByRole('button', { name: action }))
      await within(card).findByText(action === 'List' ? /listed successfully/ : /moved to drafts/)
    }
    await user.click(within(card).getByRole('button', { name: 'Duplicate' }))
    expect(await within(card).findByText(/changed as often as the marketplace allows.*Nothing was sent\./)).toBeInTheDocument()
    expect(writes).toHaveLength(5)
  }, 30_000)

  it('edits the template’s fields from the offer’s values and sends account_data when one of them changed', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers/40101')
    await openEditForm(user)
    const card = form()
    const rank = await within(card).findByRole('combobox', { name: 'Rank (optional)' }, { timeout: 10_000 })
    await waitFor(() => expect(rank).toHaveValue('Gold'))
    expect(within(card).getByRole('combobox', { name: 'Server' })).toHaveValue('NA')
    await user.selectOptions(rank, 'Platinum')
    await user.type(within(card).getByRole('textbox', { name: 'Champions' }), '90')
    await user.click(within(card).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(JSON.parse(writes[0]!.replace('PATCH /v2/account-offers/40101 ', ''))).toEqual({
      account_data: { server: 'NA', rank: 'Platinum', champions: 90 },
    })
  }, 30_000)
})
