import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { marketRecords, offersTable, serveOffers } from './fixtures'

const assistant = () => screen.getByRole('region', { name: 'Repricing assistant' })
const field = (name: string | RegExp) => within(assistant()).getByRole('textbox', { name })
// An input with suggestions (a datalist) is a combobox.
const sellerField = () => within(assistant()).getByRole('combobox', { name: 'Seller to ignore' })

/** Offer 3001 (the demo's own offer) is priced per 1K Gold: the assistant speaks that unit. */
async function openAssistant(url = '/currency-offers/3001/other-offers') {
  serveOffers(marketRecords())
  const rendered = await renderRoute(url)
  await offersTable()
  // Folded under the table; its code loads when opened.
  await rendered.user.click(screen.getByRole('heading', { name: 'Repricing assistant' }))
  await within(assistant()).findByRole('heading', { name: 'Suggested price' })
  return rendered
}

function suggestedPrice() {
  return within(assistant()).getByText(/per 1K Gold$/, { selector: 'p' }).textContent
}

beforeEach(() => localStorage.clear())

describe('repricing assistant', () => {
  it('suggests one price per the offer’s own unit, under the cheapest counted offer, within the floor, without ignored sellers', async () => {
    const { user } = await openAssistant()
    // Charlie asks 0.7 per 10 Gold, 70 per 1K Gold: one step (0.01 per 10 Gold, 1 per 1K Gold) lower is 69.
    expect(suggestedPrice()).toBe('€69.00 per 1K Gold')
    expect(within(assistant()).getByText('€0.069 per 1 Gold, as in the table')).toBeInTheDocument()
    expect(within(assistant()).getByText(/Charlie asks €70\.00 per 1K Gold; one step \(€1\.00\) lower is €69\.00\./)).toBeInTheDocument()

    await user.type(field('Floor (EUR per 1K Gold)'), '80')
    expect(suggestedPrice()).toBe('€80.00 per 1K Gold')
    expect(within(assistant()).getByText(/^1 competitor is under your floor: raised to your floor\./)).toBeInTheDocument()

    await user.type(sellerField(), 'charlie')
    await user.click(within(assistant()).getByRole('button', { name: 'Ignore seller' }))
    expect(within(assistant()).getByRole('list', { name: 'Ignored sellers' })).toHaveTextContent('charlie')
    // Alpha asks 0.1 per Gold, 100 per 1K Gold; its step is 0.01 per Gold, 10 per 1K Gold.
    expect(suggestedPrice()).toBe('€90.00 per 1K Gold')

    await user.type(field('Undercut step (EUR per 1K Gold)'), '5')
    expect(suggestedPrice()).toBe('€95.00 per 1K Gold')

    await user.click(within(assistant()).getByRole('button', { name: 'Copy price' }))
    expect(within(assistant()).getByRole('status')).toHaveTextContent('Copied')
    expect(await navigator.clipboard.readText()).toBe('95')
  })

  it('counts only offers in stock and fast enough when asked, and says when none counts', async () => {
    const { user } = await openAssistant()
    await user.selectOptions(within(assistant()).getByRole('combobox', { name: 'Only offers delivering within' }), '1 hour')
    // Charlie delivers in 6 hours: Alpha (100 per 1K Gold) is the cheapest left.
    expect(suggestedPrice()).toBe('€90.00 per 1K Gold')
    await user.type(field(/^Ceiling/), '50')
    expect(suggestedPrice()).toBe('€50.00 per 1K Gold')
    expect(within(assistant()).getByText(/^Lowered to your ceiling/)).toBeInTheDocument()
    for (const seller of ['Alpha', 'Bravo', 'Delta']) {
      await user.clear(sellerField())
      await user.type(sellerField(), `${seller}{Enter}`)
    }
    expect(within(assistant()).getByText('No competitor counts: your ceiling.')).toBeInTheDocument()
    expect(suggestedPrice()).toBe('€50.00 per 1K Gold')
  })

  it('keeps the settings per offer in this browser, and knows the current price from the helper, else from the offer', async () => {
    const { user } = await openAssistant('/currency-offers/3001/other-offers?my_price=%2250%22')
    expect(within(assistant()).getByText(/Your current price: €50\.00 per 1K Gold \(typed in the price helper\)/)).toBeInTheDocument()
    expect(within(assistant()).getByText(/you are leaving €19\.00 per 1K Gold\./)).toBeInTheDocument()
    await user.type(field('Floor (EUR per 1K Gold)'), '60')
    await user.click(within(assistant()).getByRole('checkbox', { name: 'Only offers whose stock covers their minimum quantity' }))
    await waitFor(() => expect(localStorage.getItem('seller-dashboard.repricing:3001')).toContain('"floor":"60"'))
    expect(localStorage.getItem('seller-dashboard.repricing:3001')).toContain('"unit":1000')
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo')

    cleanup()
    await openAssistant()
    expect(field('Floor (EUR per 1K Gold)')).toHaveValue('60')
    expect(within(assistant()).getByRole('checkbox', { name: /stock covers/ })).toBeChecked()
    // The demo's offer 3001 asks 0.119 per 1K Gold.
    expect(within(assistant()).getByText(/Your current price: €0\.119 per 1K Gold \(your offer on the marketplace\)/)).toBeInTheDocument()
  })

  it('reads settings kept per 1 Gold before they had a version per 1K Gold, once', async () => {
    localStorage.setItem('seller-dashboard.repricing:3001', JSON.stringify({ floor: '0.08', step: '0.005' }))
    await openAssistant()
    expect(field('Floor (EUR per 1K Gold)')).toHaveValue('80')
    expect(field('Undercut step (EUR per 1K Gold)')).toHaveValue('5')
    expect(suggestedPrice()).toBe('€80.00 per 1K Gold')
    await waitFor(() => expect(localStorage.getItem('seller-dashboard.repricing:3001')).toContain('"version":2'))

    cleanup()
    await openAssistant()
    expect(field('Floor (EUR per 1K Gold)')).toHaveValue('80')
  })

  it('lets the seller pick another unit, converting what they typed', async () => {
    const { user } = await openAssistant()
    await user.type(field('Floor (EUR per 1K Gold)'), '80')
    await user.selectOptions(within(assistant()).getByRole('combobox', { name: 'Prices per' }), '1 Gold (as in the table)')
    expect(field('Floor (EUR per 1 Gold)')).toHaveValue('0.08')
    expect(within(assistant()).getByText('€0.08', { selector: 'strong' })).toBeInTheDocument()
    expect(within(assistant()).getByRole('combobox', { name: 'Prices per' })).toHaveDisplayValue('1 Gold (as in the table)')
  })

  it('says so when the offer’s unit cannot be read, and starts per 1 Gold', async () => {
    server.use(...olderServerHandlers(404))
    await openAssistant()
    expect(
      within(assistant()).getByText(
        'Your offer’s unit could not be read, so the amounts start per 1 Gold: choose the unit you price in under “Prices per”.',
      ),
    ).toBeInTheDocument()
    expect(field('Floor (EUR per 1 Gold)')).toHaveValue('')
    expect(within(assistant()).getByText('€0.069', { selector: 'strong' })).toBeInTheDocument()
  })
})
