import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'
import { marketRecords, offersTable, rowOf, sellerOrder, serveOffers } from './fixtures'

/** Each cell's place and label on the card a row becomes on a phone (CSS lays it out below 640 px; jsdom has no layout). */
function placesOf(table: HTMLElement, seller: string) {
  const row = within(table).getByRole('rowheader', { name: seller }).closest('tr')!
  return [...row.querySelectorAll('[data-slot]')].map((cell) => [cell.getAttribute('data-slot'), cell.getAttribute('data-label')])
}

describe('competing offers on a phone', () => {
  it("makes each offer a card: the seller its name, the price per 1 Gold its amount, the stock beside it, the rest labelled", async () => {
    serveOffers(marketRecords())
    await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    expect(placesOf(table, 'Bravo')).toEqual([
      ['title', 'Seller'],
      ['detail', 'Currency unit'],
      ['amount', 'Price per 1 Gold (EUR)'],
      ['detail', 'Quoted price'],
      ['date', 'Stock (Gold)'],
      ['detail', 'Min. quantity (Gold)'],
      ['detail', 'Delivery time'],
      ['detail', 'Delivery method'],
    ])
    expect(rowOf(table, 'Bravo')[3]).toBe('Out of stock')
  })

  it('sorts with a select, as the header row does on a wider screen, and keeps the sort in the URL', async () => {
    serveOffers(marketRecords())
    const { user, router } = await renderRoute('/currency-offers/3001/other-offers')
    const table = await offersTable()
    const select = screen.getByRole('combobox', { name: 'Sort by' })
    expect(select).toHaveDisplayValue('Price per 1 Gold (EUR), lowest first')
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toHaveLength(8)

    await user.selectOptions(select, 'Stock (Gold), highest first')
    expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers?sort=-stock')
    expect(sellerOrder(table)).toEqual(['Delta', 'Charlie', 'Alpha', 'Bravo'])
    expect(within(table).getByRole('columnheader', { name: /Stock/ })).toHaveAttribute('aria-sort', 'descending')

    // A header pressed on a wider screen shows in the select too.
    await user.click(within(table).getByRole('button', { name: /Delivery time/ }))
    expect(select).toHaveDisplayValue('Delivery time, fastest first')
  })
})
