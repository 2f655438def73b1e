import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { openPalette } from '../shell/palette'

function row(list: HTMLElement, term: string): HTMLElement {
  const dt = within(list).getAllByText(term, { selector: 'dt' })[0]
  const dd = dt?.nextElementSibling
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`)
  return dd
}

/** A region of the page; the listing's (description, instructions, rating, parameters) comes with its own code, a moment later. */
function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name })
}

describe('account order page', () => {
  it('shows every field of the order, readable', async () => {
    await renderRoute('/account-orders/1003')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'EUW Diamond II, 150 champions, 80 skins' }),
    ).toBeVisible()
    const order = await section('Order')
    expect(row(order, 'Game')).toHaveTextContent('League of Legends')
    expect(row(order, 'Buyer')).toHaveTextContent('midlane_mia')
    expect(row(order, 'Status')).toHaveTextContent('Delivered')
    expect(row(order, 'Price')).toHaveTextContent('€79.50')
    expect(row(order, 'Price')).toHaveTextContent('$85.86')
    expect(row(order, 'Delivery time')).toHaveTextContent('15 minutes')
    expect(row(order, 'Manual delivery')).toHaveTextContent('No, delivered automatically')
    expect(row(order, 'Dispute')).toHaveTextContent('Not disputed')

    expect(within(await section('Description')).getByText('Hand-levelled, never banned. Ranked ready.')).toBeVisible()
    expect(
      within(await section('Delivery instructions')).getByText('Do not log in from a VPN during the first week.'),
    ).toBeVisible()

    const rating = await section('Buyer’s rating')
    expect(within(rating).getByText('5 of 5 stars')).toBeVisible()
    expect(
      within(within(rating).getByRole('list', { name: 'Rating labels' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fast delivery', 'As described', 'Friendly seller'])
    expect(within(rating).getByText('Smooth handover, thanks!')).toBeVisible()

    const parameters = await section('Parameters')
    expect(row(parameters, 'Server')).toHaveTextContent('EUW')
    expect(row(parameters, 'Blue essence')).toHaveTextContent('24,500')
    expect(row(parameters, 'Ranked ready')).toHaveTextContent('Yes')
    const rank = row(parameters, 'Rank')
    expect(row(rank, 'Tier')).toHaveTextContent('Diamond')
    expect(row(rank, 'Division')).toHaveTextContent('2')

    const image = within(await section('Images')).getByRole('img')
    expect(image).toHaveAttribute('src', 'https://images.example.com/accounts/1003/profile.png')
    expect(image).toHaveAttribute('alt', expect.stringContaining('image 1 of 1'))
    expect(image).toHaveAttribute('loading', 'lazy')

    const dates = await section('Dates')
    const purchased = row(dates, 'Purchased')
    expect(purchased.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(purchased).toHaveTextContent(/\(2 days ago\)/)
    expect(row(dates, 'Refunded')).toHaveTextContent('Not yet')
  })

  it('shows lists inside parameters as text and nested maps as nested lists', async () => {
    await renderRoute('/account-orders/1001')
    const parameters = await screen.findByRole('region', { name: 'Parameters' })
    expect(row(parameters, 'Professions')).toHaveTextContent('Tailoring, Enchanting')
    const mounts = row(parameters, 'Mounts')
    expect(row(mounts, 'Count')).toHaveTextContent('412')
    expect(row(mounts, 'Notable')).toHaveTextContent("Invincible, Ashes of Al'ar")
  })

  it('shows events that have not happened as "not yet", never as 1970, and an unrated order as not rated', async () => {
    await renderRoute('/account-orders/1004')
    await screen.findByRole('heading', { level: 1, name: /AR 58/ })
    const dates = await section('Dates')
    expect(row(dates, 'Completed')).toHaveTextContent('Not yet')
    expect(row(dates, 'Refunded')).toHaveTextContent('Not yet')
    expect(row(dates, 'Purchased')).toHaveTextContent(/ago/)
    expect(document.body).not.toHaveTextContent('1970')
    expect(within(await section('Buyer’s rating')).getByText('Not rated yet.')).toBeVisible()
    expect(within(await section('Delivery instructions')).getByText('None given.')).toBeVisible()
  })

  it('shows only http and https images', async () => {
    await renderRoute('/account-orders/1006')
    const images = await screen.findByRole('region', { name: 'Images' })
    const sources = within(images)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'))
    expect(sources).toEqual([
      'https://images.example.com/accounts/1006/stats.png',
      'http://images.example.com/accounts/1006/bank.png',
    ])
    expect(within(images).getByText(/2 images are not shown/)).toBeVisible()
    for (const link of within(images).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAttribute('target', '_blank')
    }
  })

  it('opens any order by id from the search', async () => {
    const { user, router } = await renderRoute('/')
    await user.type(await openPalette(user), '1003')
    await user.click(screen.getByRole('option', { name: 'Account order 1003' }))
    expect(await screen.findByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
    expect(currentUrl(router)).toBe('/account-orders/1003')
  })

  it('shows a not-found page with a way back for an unknown id', async () => {
    await renderRoute('/account-orders/999999')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(screen.getByText(/no account order with the id “999999”/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/')
  })

  it('shows a clear error with a retry when loading fails, and loads on retry', async () => {
    let calls = 0
    server.use(
      http.get('*/v2/account-orders/:id', () => {
        calls++
        return calls === 1 ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : undefined
      }),
    )
    const { user } = await renderRoute('/account-orders/1003')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Server error (500)')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
  })

  it('says so when the response does not fit, instead of a blank page', async () => {
    server.use(
      http.get('*/v2/account-orders/:id', () => HttpResponse.json({ data: { order_id: 1003, title: 'x', price: 'free' } })),
    )
    await renderRoute('/account-orders/1003')
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent data this dashboard cannot read')
  })

  it('leads from the dispute badge to the dispute and its action', async () => {
    const { user } = await renderRoute('/account-orders/1001')
    await user.click(await screen.findByRole('link', { name: 'Disputed: see the dispute' }))
    const dispute = screen.getByRole('region', { name: 'Dispute' })
    await waitFor(() => expect(dispute).toHaveFocus())
    expect(within(dispute).getByRole('button', { name: 'Accept dispute' })).toBeVisible()
    expect(within(dispute).getByText(/case 7001/)).toBeVisible()
  })
})
