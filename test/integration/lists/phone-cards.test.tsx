import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'
import { recordRequests, shownColumn } from './helpers'

/** The cells of a row by their place on the phone's card (CSS lays them out below 640 px; jsdom has no layout). */
function placesOf(row: HTMLElement) {
  return Object.fromEntries(
    [...row.querySelectorAll('td[data-slot]')]
      .filter((cell) => cell.getAttribute('data-slot') !== 'detail')
      .map((cell) => [cell.getAttribute('data-slot'), cell.getAttribute('data-label')]),
  )
}

describe('a list on a phone', () => {
  it("places each record's id, title, status, price and date on its card, every other column labelled beneath", async () => {
    await renderRoute('/account-orders')
    await shownColumn('Account orders')
    const row = within(screen.getByRole('table', { name: 'Account orders' })).getAllByRole('row')[1]!
    expect(placesOf(row)).toEqual({ id: 'Id', title: 'Title', amount: 'Price', status: 'Status', date: 'Updated' })
    expect(row.querySelector('td[data-slot="id"] a')).toHaveAttribute('href', expect.stringMatching(/^\/account-orders\/\d+$/))
    const details = [...row.querySelectorAll('td[data-slot="detail"]')].map((cell) => cell.getAttribute('data-label'))
    expect(details).toEqual(['Game', 'Buyer', 'Dispute', 'Delivery'])
  })

  it("takes a gift card order's price, not its unit price, as the card's amount; a case's reason and deadline", async () => {
    const { router } = await renderRoute('/gift-card-orders')
    await shownColumn('Gift card orders')
    const order = within(screen.getByRole('table', { name: 'Gift card orders' })).getAllByRole('row')[1]!
    expect(placesOf(order)).toMatchObject({ amount: 'Price', date: 'Created' })

    await router.navigate({ to: '/disputes' })
    await shownColumn('Disputes')
    const dispute = within(screen.getByRole('table', { name: 'Disputes' })).getAllByRole('row')[1]!
    expect(placesOf(dispute)).toEqual({ id: 'Case', title: 'Reason', status: 'Status', date: 'Deadline' })
  })

  it('sorts with a select, as the header row does on a wider screen', async () => {
    const requests = recordRequests('/v2/account-orders')
    const { user, router } = await renderRoute('/account-orders')
    await shownColumn('Account orders')
    const select = screen.getByRole('combobox', { name: 'Sort by' })
    expect(select).toHaveDisplayValue('Updated, newest first')
    await user.selectOptions(select, 'Price, lowest first')
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders?sort=price'))
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('sort')).toBe('price'))
  })
})
