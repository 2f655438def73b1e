import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'
import { settled } from './production/list-steps'
import { acceptFromList, expectCountsMatchLists } from './production/overview-steps'

test('disputes list, a case, accepting it: the case shows its new state and the list updates', async ({ page }) => {
  await signIn(page, '/disputes')
  await expect(page.getByRole('table', { name: 'Disputes' })).toBeVisible()
  await settled(page)
  await expect(page.getByRole('region', { name: 'Disputes waiting for you' }).getByText('Expired').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await acceptFromList(page, '7001')
})

test("the overview's counts equal the totals of the lists they link to", async ({ page }) => {
  await signIn(page, '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await settled(page)
  await expectNoAxeViolations(page)
  expect(await expectCountsMatchLists(page)).toBe(12)
})

test('the disputes list, a case and the overview have no accessibility violations in the dark scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, '/disputes')
  await expect(page.getByRole('table', { name: 'Disputes' })).toBeVisible()
  await settled(page)
  await expectNoAxeViolations(page)
  await page.goto('/disputes/7005')
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute case 7005' })).toBeVisible()
  await expect(page.getByText('Expired').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await settled(page)
  await expectNoAxeViolations(page)
})
