import { FAULTS } from './fault-matrix'
import { expectAttempts, expectFaultShown, expectRetryRecovers } from './fault-steps'
import { errorState, expect, openSignedIn, signIn, test } from './fixtures'
import { SCREENS } from './screens'

/*
 * Every fault on the first screen; on the others, those that take another path through a screen: a retried 5xx
 * with its request id, a lost connection, and a body that cannot be read. The words for each fault are one
 * function's (unit-tested), and each screen's failed state is also an integration test.
 */
const SOME = new Set(['503', 'network failure', 'body that breaks the schema'])

for (const [index, screen] of SCREENS.entries()) {
  const faults = index === 0 ? FAULTS : FAULTS.filter((row) => SOME.has(row.name))
  test.describe(`${screen.name}: loading it fails`, () => {
    // One page tries every fault in turn (a fresh load each), which is quicker than a browser context each.
    test(`${faults.map((row) => row.name).join(', ')}, 404, 401`, async ({ page, mockApi }) => {
      // Fourteen page loads in turn, some waiting out the request time limit.
      test.slow()
      await page.clock.install()
      // The last step's page goes first: what it still sends (the next page, fetched ahead when idle) is not
      // the next step's to count.
      const freshStep = async () => {
        await page.goto('about:blank')
        mockApi.reset()
      }
      for (const row of faults) {
        await test.step(row.name, async () => {
          await freshStep()
          mockApi.fail(screen.request, row.fault)
          await openSignedIn(page, screen.path)
          const alert = errorState(page, screen.errorHeading)
          await expectFaultShown(page, alert, row)
          await expectAttempts(mockApi, row, screen.requestPath)
          // Never a white page: the navigation stays, and so does the address with its filters.
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
          expect(page.url()).toContain(screen.path)
          if (row.retry) await expectRetryRecovers(page, alert, mockApi, screen.loaded(page))
        })
      }

      await test.step('404 says it is not there, with a way back', async () => {
        await freshStep()
        mockApi.fail(screen.request, { kind: 'status', status: 404, body: { message: 'Not found.' } })
        await openSignedIn(page, screen.path)
        await expect(screen.notFound(page)).toBeVisible()
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      })

      // Last: it signs out, and in again.
      await test.step('401 signs out, says why, and comes back after signing in', async () => {
        await freshStep()
        mockApi.fail(screen.request, { kind: 'status', status: 401, body: { message: 'Unauthenticated.' } }, 1)
        await openSignedIn(page, screen.path)
        await expect(page).toHaveURL(/\/sign-in\?redirect=.+&expired=true$/)
        await expect(page.getByRole('alert')).toContainText('Your session ended or the token was not accepted')
        await signIn(page)
        expect(page.url()).toContain(screen.path)
        await expect(screen.loaded(page)).toBeVisible()
      })
    })
  })
}
