import { screen, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

// A part of a page that came after the page would push what is under it down (layout shift): the page
// paints with it, or paints without it when it takes too long.
const API = '*/v2'

function slow(path: string, ms: number) {
  server.use(
    http.get(`${API}${path}`, async () => {
      await delay(ms)
      // Falls through to the mock API's own answer.
    }),
  )
}

describe('a page paints with the parts it shows beside its record', () => {
  it('the account order shows its dispute case in its first paint, even when the case answers later', async () => {
    slow('/order-disputes/7001', 300)
    await renderRoute('/account-orders/1001')
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    expect(title).toBeVisible()
    // No waiting here: the case is on screen the moment the page is.
    expect(within(screen.getByRole('region', { name: 'Dispute' })).getByText('Case 7001')).toBeVisible()
  })

  it('the competing offers show the seller’s own offer in their first paint', async () => {
    slow('/currency-offers/3001', 300)
    await renderRoute('/currency-offers/3001/other-offers')
    await screen.findByRole('heading', { level: 1, name: /Competing offers for your offer 3001/ }, { timeout: 5000 })
    const own = screen.getByRole('region', { name: 'Your offer now' })
    expect(within(own).queryByText(/Loading your offer/)).not.toBeInTheDocument()
    expect(within(own).getByText(/^Rank \d+ of/)).toBeInTheDocument()
  })

  it('a part that takes too long does not hold the page: it paints without it, and the part comes later', async () => {
    slow('/order-disputes/7001', 3000)
    await renderRoute('/account-orders/1001')
    await screen.findByRole('heading', { level: 1 }, { timeout: 2500 })
    const dispute = screen.getByRole('region', { name: 'Dispute' })
    expect(within(dispute).queryByText('Case 7001')).not.toBeInTheDocument()
    expect(await within(dispute).findByText('Case 7001', {}, { timeout: 5000 })).toBeVisible()
  })
})
