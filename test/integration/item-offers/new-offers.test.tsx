import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

afterEach(() => {
  localStorage.clear()
})

const card = () => screen.getByRole('region', { name: 'The offer' })
const box = (name: RegExp) => within(card()).getByRole('textbox', { name })
const choose = (name: RegExp) => within(card()).getByRole('combobox', { name })
/** Puts `text` into an empty field at once, as pasting does: the test is about what is sent, not typing. */
async function fill(user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> }, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

describe('a new item offer', () => {
  it('from the game’s template: one POST with item_data as chosen; a 422 lands on its field and keeps the text; then the draft opens', { timeout: 30_000 }, async () => {
    const writes = recordWrites()
    const { user, router } = await renderRoute('/item-offers/new')
    await waitFor(() => expect(within(choose(/^Game/)).getByRole('option', { name: 'Old School RuneScape' })).toBeInTheDocument())
    await user.selectOptions(choose(/^Game/), 'world-of-warcraft')
    await within(card()).findByRole('combobox', { name: /^Item type/ })
    await user.click(within(card()).getByRole('button', { name: 'Create offer' }))
    expect(await within(card()).findByText('Enter the title.')).toBeInTheDocument()
    expect(writes).toEqual([])

    await fill(user, box(/^Title/), 'Swift Spectral Tiger')
    await fill(user, box(/^Description/), 'A mount, traded in game.')
    await fill(user, box(/^Price/), '4.5')
    await fill(user, box(/^Stock/), '3')
    await user.selectOptions(choose(/^Item type/), 'Mount')
    await fill(user, box(/^Server/), 'Draenor')
    server.use(
      http.post('*/v2/item-offers', () =>
        HttpResponse.json({ message: 'The server is not known.', errors: { 'item_data.server': ['The server is not known.'] } }, { status: 422 }),
        { once: true },
      ),
    )
    await user.click(within(card()).getByRole('button', { name: 'Create offer' }))
    await waitFor(() => expect(box(/^Server/)).toHaveAccessibleDescription(expect.stringContaining('The server is not known.')))
    expect(box(/^Server/)).toHaveValue('Draenor')
    expect(box(/^Title/)).toHaveValue('Swift Spectral Tiger')

    await user.clear(box(/^Server/))
    await fill(user, box(/^Server/), 'Silvermoon')
    await user.click(within(card()).getByRole('button', { name: 'Create offer' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Swift Spectral Tiger' })).toBeInTheDocument()
    expect(currentUrl(router)).toBe('/item-offers/5013')
    expect(writes).toHaveLength(2)
    expect(JSON.parse(writes[1]!.replace(/^POST \/v2\/item-offers /, ''))).toEqual({
      game: 'world-of-warcraft',
      title: 'Swift Spectral Tiger',
      description: 'A mount, traded in game.',
      price: 4.5,
      stock: 3,
      item_data: { item_type: 'Mount', server: 'Silvermoon' },
      delivery_time: { duration: 1, unit: 'hours' },
    })
  })
})

describe('a new currency offer', () => {
  it('7 decimals and an empty required select each give a message; nothing is sent', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/currency-offers/new')
    await waitFor(() => expect(within(choose(/^Game/)).getByRole('option', { name: 'Final Fantasy XIV' })).toBeInTheDocument())
    await user.selectOptions(choose(/^Game/), 'final-fantasy-xiv')
    await within(card()).findByRole('combobox', { name: /^Data center/ })
    await fill(user, box(/^Description/), 'Gil on Light.')
    await fill(user, box(/^Price/), '0.1234567')
    await fill(user, box(/^Stock/), '100')
    await user.click(within(card()).getByRole('button', { name: 'Create offer' }))
    expect(await within(card()).findByText('The price can have at most 6 decimals; this one has 7.')).toBeInTheDocument()
    expect(within(card()).getByText(/^Data center: choose one of/)).toBeInTheDocument()
    expect(box(/^Price/)).toHaveValue('0.1234567')
    expect(writes).toEqual([])
  })
})

describe('an item offer’s template fields', () => {
  it('open with the offer’s values; a change sends item_data whole, once', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/item-offers/5004')
    await user.click(await screen.findByRole('button', { name: 'Edit the offer' }))
    const form = await screen.findByRole('region', { name: 'Change the offer' })
    const category = await within(form).findByRole('combobox', { name: /^Category/ })
    expect(category).toHaveValue('Weapon')
    expect(within(form).getByRole('textbox', { name: /^World/ })).toHaveValue('302')
    await user.selectOptions(category, 'Rune')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(writes).toEqual(['PATCH /v2/item-offers/5004 {"item_data":{"category":"Rune","world":302}}']))
    expect(await within(screen.getByRole('region', { name: 'The offer' })).findByText('Rune')).toBeInTheDocument()
  })
})
