import { store } from '../../../src/mocks/db'
import { expectAxeCleanLightAndDark } from '../fixtures'
import { expect, openSignedIn, test } from './fixtures'

/*
 * The live service may send a field in a form the spec does not promise. The mock API runs in this
 * worker, so a test puts such records straight into its database. What the screens show of them (every record
 * kept, only the broken field marked) is tested in test/integration/reader/unreadable-fields.test.tsx; here,
 * what only a browser shows: the marks, the note and the disabled action clean under axe.
 */

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
