import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

beforeEach(async () => {
  localStorage.clear()
  await new Promise((done) => {
    const request = indexedDB.deleteDatabase('seller-dashboard.bulk')
    request.onsuccess = request.onerror = request.onblocked = done
  })
})

const changeTable = () => screen.getByRole('table', { name: 'Offers and the change' })
const rowOf = (id: number) => within(changeTable()).getByRole('cell', { name: String(id) }).closest('tr')!

describe('changing many currency offers at once', { timeout: 30_000 }, () => {
  it('picks rows by keyboard-labelled boxes, shows each price before and after, and sends one PATCH each with the new price', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/currency-offers')
    const offers = [...store().currencyOffers.values()].slice(0, 2)
    for (const offer of offers) await user.click(await screen.findByRole('checkbox', { name: `Select offer ${offer.id}` }))
    expect(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('status')).toHaveTextContent('2 offers selected')
    await user.click(screen.getByRole('button', { name: 'Change the price…' }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'How' }), 'raise-percent')
    await user.type(screen.getByRole('textbox', { name: 'By how much' }), '5')
    await user.click(screen.getByRole('button', { name: 'Review the new prices' }))
    expect(await screen.findByRole('heading', { name: 'Raise the price by 5 %: 2 offers' })).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Offers and the change' })
    expect(writes).toEqual([])
    const [first] = offers
    expect(within(rowOf(first!.id)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([String(first!.id), first!.title, `€${first!.price_eur}`, expect.stringMatching(/^€\d+\.\d{6}$/), ''])
    await user.click(screen.getByRole('button', { name: 'Send 2 changes' }))
    expect(await screen.findByText('Every offer of the job was sent.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(writes).toHaveLength(2)
    expect(writes[0]).toMatch(new RegExp(`^PATCH /v2/currency-offers/${first!.id} \\{"price":"\\d+\\.\\d{6}"\\}$`))
  })
})

describe('a change to many offers meets the server', { timeout: 30_000 }, () => {
  it('shows a refusal with the server’s reason, waits out a 429’s Retry-After and sends that offer again, once', async () => {
    const writes = recordWrites()
    server.use(
      http.patch('*/v2/currency-offers/:id', () => HttpResponse.json({ message: 'Invalid', errors: { price: ['The price is above the game’s ceiling.'] } }, { status: 422 }), { once: true }),
      http.patch('*/v2/currency-offers/:id', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } }), { once: true }),
    )
    const { user } = await renderRoute('/currency-offers?sort=id')
    const [first, second, third] = [...store().currencyOffers.values()].sort((a, b) => a.id - b.id)
    for (const offer of [first!, second!, third!]) await user.click(await screen.findByRole('checkbox', { name: `Select offer ${offer.id}` }))
    await user.click(screen.getByRole('button', { name: 'Change the price…' }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'How' }), 'set')
    await user.type(screen.getByRole('textbox', { name: 'By how much' }), '0.5')
    await user.click(screen.getByRole('button', { name: 'Review the new prices' }))
    await user.click(await screen.findByRole('button', { name: 'Send 3 changes' }))
    expect(await screen.findByText(/^The marketplace asked to wait \(too many requests\): sending again at/)).toBeInTheDocument()
    expect(await screen.findByText('Every offer of the job was sent.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(rowOf(first!.id)).getByText(/^Refused: price: The price is above the game’s ceiling\./)).toBeInTheDocument()
    expect(within(rowOf(second!.id)).getByText('Done')).toBeInTheDocument()
    expect(writes.map((write) => write.split(' ')[1])).toEqual([first, second, second, third].map((offer) => `/v2/currency-offers/${offer!.id}`))
    expect(screen.getByText('3 of 3 offers done: 2 done, 1 refused, 0 to check')).toBeInTheDocument()
    expect(store().currencyOffers.get(second!.id)!.price_eur).toMatch(/^0\.50*$/)
  })

  it('continues a job after a reload: the offer whose answer never came is Check, the rest are sent, none twice', async () => {
    const writes = recordWrites()
    server.use(http.patch('*/v2/currency-offers/:id', () => HttpResponse.error(), { once: true }))
    const first = await renderRoute('/currency-offers?sort=id')
    const offers = [...store().currencyOffers.values()].sort((a, b) => a.id - b.id).slice(0, 3)
    for (const offer of offers) await first.user.click(await screen.findByRole('checkbox', { name: `Select offer ${offer.id}` }))
    await first.user.click(screen.getByRole('button', { name: 'Change the price…' }))
    await first.user.type(await screen.findByRole('textbox', { name: 'By how much' }), '5')
    await first.user.click(screen.getByRole('button', { name: 'Review the new prices' }))
    await first.user.click(await screen.findByRole('button', { name: 'Send 3 changes' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    first.unmount()

    const { user } = await renderRoute('/currency-offers?sort=id')
    expect(await screen.findByRole('heading', { name: 'Raise the price by 5 %: 3 offers' })).toBeInTheDocument()
    expect(within(rowOf(offers[0]!.id)).getByText('May have been applied: no answer came.')).toBeInTheDocument()
    const sentBefore = writes.length
    await user.click(screen.getByRole('button', { name: /^Continue: send \d offers?$/ }))
    expect(await screen.findByText('Every offer of the job was sent.', {}, { timeout: 10_000 })).toBeInTheDocument()
    const paths = writes.map((write) => write.split(' ')[1])
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toHaveLength(3)
    expect(sentBefore).toBeGreaterThanOrEqual(2)

    // The seller checks the first: the PATCH never reached the server, so it is not applied; sent again on request.
    await user.click(within(rowOf(offers[0]!.id)).getByRole('button', { name: `Check offer ${offers[0]!.id}` }))
    await user.click(await within(rowOf(offers[0]!.id)).findByRole('button', { name: `Send offer ${offers[0]!.id} again` }))
    await waitFor(() => expect(within(rowOf(offers[0]!.id)).getByText('Done')).toBeInTheDocument())
    expect(writes).toHaveLength(4)
  })
})

describe('changing many account offers at once', { timeout: 30_000 }, () => {
  it('picks every offer of the filter across its pages, shows the statuses before and after, and unlists them', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers?status=listed&per_page=2')
    await user.click(await screen.findByRole('checkbox', { name: 'Select every offer on this page' }))
    await user.click(screen.getByRole('button', { name: 'Select all 5 offers of this filter' }))
    expect(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('status')).toHaveTextContent('All 5 offers of this filter selected')
    await user.click(screen.getByRole('button', { name: 'Unlist' }))
    expect(await screen.findByRole('heading', { name: 'Unlist (move to drafts): 5 offers' })).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Offers and the change' })
    expect(within(rowOf(40007)).getAllByRole('cell').slice(2, 4).map((cell) => cell.textContent)).toEqual(['Listed', 'Draft'])
    await user.click(screen.getByRole('button', { name: 'Send 5 changes' }))
    expect(await screen.findByText('Every offer of the job was sent.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(writes.filter((write) => /^POST \/v2\/account-offers\/\d+\/draft$/.test(write))).toHaveLength(5)
    expect(await screen.findByText('No offers match these filters', {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('deletes only after a confirmation that names the count', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers?status=draft')
    await user.click(await screen.findByRole('checkbox', { name: 'Select offer 40056' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select offer 40100' }))
    await user.click(screen.getByRole('button', { name: 'Delete…' }))
    await user.click(await screen.findByRole('button', { name: 'Delete 2 offers…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 offers?' })
    expect(writes).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 offers' }))
    expect(await screen.findByText('Every offer of the job was sent.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(writes).toEqual(['DELETE /v2/account-offers/40056', 'DELETE /v2/account-offers/40100'])
    expect(store().accountOffers.has(40056)).toBe(false)
  })
})
