import { store } from '../../../src/mocks/db'
import { expectAxeCleanLightAndDark } from '../fixtures'
import { expect, openSignedIn, test } from './fixtures'

/*
 * The live service may send a field in a form the spec does not promise. The mock API runs in this
 * worker, so a test puts such records straight into its database; the production build must still show
 * every record, with only the broken field marked.
 */

test('a gift card order list with broken fields shows every row, with the broken cells marked', async ({ page }) => {
  const newest = [...store().giftCardOrders.values()].sort((a, b) => b.created_at - a.created_at || b.id - a.id)
  const [first, second] = newest
  store().giftCardOrders.set(first!.id, { ...first!, price_eur: 'N/A' as never })
  store().giftCardOrders.set(second!.id, { ...second!, buyer: null as never, updated_at: 'soon' as never })

  await openSignedIn(page, '/gift-card-orders?sort=-created_at&per_page=15')
  const table = page.getByRole('table', { name: 'Gift card orders' })
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(16)
  await expect(page.getByText('3 fields could not be read and are marked.')).toBeVisible()

  const brokenRow = rows.filter({ has: page.getByRole('link', { name: String(first!.id), exact: true }) })
  const price = brokenRow.getByRole('cell').nth(5)
  await expect(price).toContainText('Unreadable value')
  await price.getByText('Unreadable value').click()
  await expect(price.getByText('"N/A"')).toBeVisible()
  // Opening the raw value does not open the order, as a click elsewhere on the row would.
  await expect(page).not.toHaveURL(/\/gift-card-orders\/\d/)

  const otherRow = rows.filter({ has: page.getByRole('link', { name: String(second!.id), exact: true }) })
  await expect(otherRow.getByText('Unreadable value')).toHaveCount(2)
  await expect(table.getByText('Unreadable value')).toHaveCount(3)
})

test('an account order with a broken price still shows its credentials editor', async ({ page }) => {
  const order = store().accountOrders.get(1003)!
  store().accountOrders.set(1003, { ...order, price: '12,50 €' as never })

  await openSignedIn(page, '/account-orders/1003')
  await expect(page.getByRole('heading', { level: 1, name: /EUW Diamond II/ })).toBeVisible()
  await expect(page.getByText('1 field could not be read and is marked.')).toBeVisible()
  const orderFacts = page.getByRole('region', { name: 'Order' })
  await expect(orderFacts.getByText('Unreadable value')).toBeVisible()
  await expect(orderFacts).toContainText('$')
  await expect(page.getByRole('form', { name: 'Delivered account login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save credentials' })).toBeVisible()
})

test('an offers list with one broken price still ranks the rest', async ({ page }) => {
  const offers = store().otherOffers.get(3001)!
  const broken = offers[0]!
  store().otherOffers.set(3001, [{ ...broken, price_eur: { amount: 'N/A', format: '—' } as never }, ...offers.slice(1)])

  await openSignedIn(page, '/currency-offers/3001/other-offers')
  const ranked = page.getByRole('table', { name: 'Competing offers' })
  await expect(ranked.getByRole('rowheader')).toHaveCount(offers.length - 1)
  await expect(ranked.getByRole('columnheader', { name: /Price per 1 Gold/ })).toHaveAttribute('aria-sort', 'ascending')
  const unranked = page.getByRole('table', { name: 'Not ranked (1)' })
  await expect(unranked.getByRole('rowheader', { name: String(broken.id) })).toBeVisible()
  await expect(unranked.getByText('Unreadable value')).toBeVisible()
  await expect(page.getByText('1 field could not be read and is marked.')).toBeVisible()
})

test('marked values, the page note and a dispute that cannot be accepted have no axe violation', async ({ page }) => {
  test.setTimeout(90_000)
  const order = store().accountOrders.get(1001)!
  store().accountOrders.set(1001, { ...order, dispute_case_id: 'case-7001' as never, price_usd: 'N/A' as never })

  await openSignedIn(page, '/account-orders/1001')
  const accept = page.getByRole('button', { name: 'Accept dispute' })
  await expect(accept).toBeDisabled()
  await expect(page.getByText('The dispute case id could not be read.')).toBeVisible()
  await expect(page.getByText('2 fields could not be read and are marked.')).toBeVisible()
  await page.getByRole('region', { name: 'Order' }).getByText('Unreadable value').first().click()
  await expect(page.getByText('"N/A"')).toBeVisible()
  await expectAxeCleanLightAndDark(page)
})
