import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { marketRecords, offersTable, serveOffers } from './fixtures'

const assistant = () => screen.getByRole('region', { name: 'Repricing assistant' })
const optIn = () => within(assistant()).getByRole('checkbox', { name: 'Reprice offer 3001 automatically' })

beforeEach(() => localStorage.clear())

describe('automatic repricing, opt-in per offer', () => {
  it('turns on only with a floor, a ceiling and an interval of 1 to 60 minutes; the header shows it and turns it off in one click', async () => {
    serveOffers(marketRecords())
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    await user.click(screen.getByRole('heading', { name: 'Repricing assistant' }))
    await within(assistant()).findByRole('heading', { name: 'Automatic repricing' })

    expect(optIn()).toBeDisabled()
    expect(within(assistant()).getByText('Set a floor and a ceiling to turn it on.')).toBeInTheDocument()
    await user.type(within(assistant()).getByRole('textbox', { name: 'Floor (EUR per 1K Gold)' }), '80')
    await user.type(within(assistant()).getByRole('textbox', { name: 'Ceiling (EUR per 1K Gold, optional)' }), '120')

    const minutes = within(assistant()).getByRole('textbox', { name: 'Every (minutes)' })
    expect(minutes).toHaveValue('2')
    await user.clear(minutes)
    await user.type(minutes, '61')
    expect(within(assistant()).getByText('Enter a whole number of minutes from 1 to 60.')).toBeInTheDocument()
    expect(optIn()).toBeDisabled()
    expect(minutes).toHaveValue('61')
    await user.clear(minutes)
    await user.type(minutes, '5')
    expect(optIn()).toBeEnabled()

    await user.click(optIn())
    expect(optIn()).toBeChecked()
    expect(JSON.parse(localStorage.getItem('seller-dashboard.auto-repricing') ?? '{}')).toEqual({
      3001: { intervalMinutes: 5, paused: null },
    })
    // This browser (jsdom) has no Web Locks: no tab may reprice, and the header says so.
    const status = await screen.findByRole('button', { name: /^Repricing unavailable\. Turn automatic repricing off$/ }, { timeout: 5000 })
    await user.click(status)
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Repricing/ })).toBeNull())
    expect(optIn()).not.toBeChecked()
  }, 30_000)

  it('shows why an offer paused, checks a change that may have been sent, and turns it on again only when the seller says so', async () => {
    const reason = 'The change to 95.000000 EUR was refused: too many requests (429).'
    const paused = { reason, at: 1, sent: '95.000000' }
    localStorage.setItem('seller-dashboard.auto-repricing', JSON.stringify({ 3001: { intervalMinutes: 2, paused } }))
    serveOffers(marketRecords())
    const { user } = await renderRoute('/currency-offers/3001/other-offers')
    await offersTable()
    await user.click(screen.getByRole('heading', { name: 'Repricing assistant' }))
    await within(assistant()).findByText(reason)
    const alert = within(assistant())
      .getAllByRole('status')
      .find((status) => status.textContent?.startsWith('Automatic repricing is paused'))!
    expect(alert).toHaveTextContent(`Automatic repricing is paused${reason}`)
    expect(optIn()).toBeChecked()
    // Whether the change whose answer never came was applied: the offer is read back, nothing is sent.
    await user.click(within(alert).getByRole('button', { name: 'Check now' }))
    expect(await within(alert).findByText(/^Not applied: the offer’s price is [\d.]+ EUR, not 95\.000000\.$/)).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Turn on again' }))
    expect(within(assistant()).queryByText(reason)).toBeNull()
    expect(JSON.parse(localStorage.getItem('seller-dashboard.auto-repricing') ?? '{}')).toEqual({
      3001: { intervalMinutes: 2, paused: null },
    })
  }, 30_000)
})
