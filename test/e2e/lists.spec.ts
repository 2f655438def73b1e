import { test } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './fixtures'
import { LISTS, roundTrip, settled } from './production/list-steps'

// The gift card orders have a fuller walk of their own (gift-card-orders.spec.ts).
for (const list of LISTS.filter((candidate) => candidate.path !== '/gift-card-orders')) {
  test(`${list.name}: filter, sort and page through the URL, back and forward, open a row and come back`, async ({
    page,
  }) => {
    await roundTrip(page, list, async (opened, path) => {
      await signIn(opened, path)
      await settled(opened)
      await expectNoAxeViolations(opened)
    })
  })
}
