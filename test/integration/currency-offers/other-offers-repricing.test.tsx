import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { marketRecords, offersTable, serveOffers } from './fixtures'

const assistant = () => screen.getByRole('region', { name: 'Repricing assistant' })
const field = (name: string | RegExp) => within(assistant()).getByRole('textbox', { name })
// An input with suggestions (a datalist) is a combobox.
const sellerField = () => within(assistant()).getByRole('combobox', { name: 'Seller to ignore' })

async function openMarket(url = '/currency-offers/3001/other-offers') {
  serveOffers(marketRecords())
  const rendered = await renderRoute(url)
  await offersTable()
  return rendered
}

function suggestedPrice() {
  return within(assistant()).getByText(/per 1 Gold$/, { selector: 'p' }).textContent
}

beforeEach(() => localStorage.clear())

describe('repricing assistant', () => {
  it('suggests one price under the cheapest counted offer, within the floor, without ignored sellers', async () => {
    const { user } = await openMarket()
    // Charlie asks 0.7 per 10 Gold: one step (0.01 per 10 Gold) lower is 0.069 per Gold.
    expect(suggestedPrice()).toBe('€0.069 per 1 Gold')
    expect(within(assistant()).getByText(/^The cheapest counted offer: Charlie asks €0\.07 per 1 Gold/)).toBeInTheDocument()

    await user.type(field('Floor (EUR per 1 Gold)'), '0.08')
    expect(suggestedPrice()).toBe('€0.08 per 1 Gold')
    expect(within(assistant()).getByText(/^1 competitor is under your floor: raised to your floor\./)).toBeInTheDocument()

    await user.type(sellerField(), 'charlie')
    await user.click(within(assistant()).getByRole('button', { name: 'Ignore seller' }))
    expect(within(assistant()).getByRole('list', { name: 'Ignored sellers' })).toHaveTextContent('charlie')
    expect(suggestedPrice()).toBe('€0.09 per 1 Gold')

    await user.type(field('Undercut step (EUR per 1 Gold)'), '0.005')
    expect(suggestedPrice()).toBe('€0.095 per 1 Gold')

    await user.click(within(assistant()).getByRole('button', { name: 'Copy price' }))
    expect(within(assistant()).getByRole('status')).toHaveTextContent('Copied')
    expect(await navigator.clipboard.readText()).toBe('0.095')
  })

  it('counts only offers in stock and fast enough when asked, and says when none counts', async () => {
    const { user } = await openMarket()
    await user.selectOptions(within(assistant()).getByRole('combobox', { name: 'Only offers delivering within' }), '1 hour')
    // Charlie delivers in 6 hours: Alpha (0.1) is the cheapest left.
    expect(suggestedPrice()).toBe('€0.09 per 1 Gold')
    await user.type(field(/^Ceiling/), '0.05')
    expect(suggestedPrice()).toBe('€0.05 per 1 Gold')
    expect(within(assistant()).getByText(/^Lowered to your ceiling/)).toBeInTheDocument()
    for (const seller of ['Alpha', 'Bravo', 'Delta']) {
      await user.clear(sellerField())
      await user.type(sellerField(), `${seller}{Enter}`)
    }
    expect(within(assistant()).getByText('No competitor counts: your ceiling.')).toBeInTheDocument()
    expect(suggestedPrice()).toBe('€0.05 per 1 Gold')
  })

  it('keeps the settings per offer in this browser, and knows the current price from the price helper', async () => {
    const { user } = await openMarket('/currency-offers/3001/other-offers?my_price=%220.05%22')
    expect(within(assistant()).getByText(/Your current price: €0\.05 per 1 Gold/)).toBeInTheDocument()
    expect(within(assistant()).getByText(/you are leaving €0\.019 per 1 Gold\./)).toBeInTheDocument()
    await user.type(field('Floor (EUR per 1 Gold)'), '0.06')
    await user.click(within(assistant()).getByRole('checkbox', { name: 'Only offers whose stock covers their minimum quantity' }))
    await waitFor(() => expect(localStorage.getItem('seller-dashboard.repricing:3001')).toContain('"floor":"0.06"'))
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo')

    cleanup()
    await openMarket()
    expect(field('Floor (EUR per 1 Gold)')).toHaveValue('0.06')
    expect(within(assistant()).getByRole('checkbox', { name: /stock covers/ })).toBeChecked()
  })
})
