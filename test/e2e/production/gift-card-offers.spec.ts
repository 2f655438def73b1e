import { expectNoAxeViolations, expectNoColourViolations } from '../fixtures'
import { everythingStored, expect, openSignedIn, requestsSent, test } from './fixtures'

const KEYS = ['GC-AAAA-1111-ZQ', 'GC-BBBB-2222-ZQ', 'GC-CCCC-3333-ZQ', 'GC-DDDD-4444-ZQ']
/** Five keys, one of them twice, with a blank line among them. */
const TYPED = [KEYS[0], KEYS[1], '', KEYS[2], KEYS[1], KEYS[3]].join('\n')

test('keys: a blank line and a repeat flagged, one POST of 4, the stock follows; one removed with one DELETE; no key stored', async ({ page }) => {
  const writes = requestsSent(page)
  const sent = () => writes.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
  await openSignedIn(page, '/gift-card-offers/804')
  const facts = page.getByRole('region', { name: 'The offer', exact: true })
  await expect(facts).toContainText('7 keys')
  const section = page.getByRole('region', { name: 'Add keys' })

  await test.step('typed keys: the blank line and the repeat are flagged before anything is sent', async () => {
    await section.getByRole('textbox', { name: /^Keys/ }).fill(TYPED)
    await expect(section.getByText('6 keys: 4 ready to send; 1 empty, 1 repeated.')).toBeVisible()
    await expect(section.getByRole('list', { name: 'keys left out' }).getByRole('listitem')).toHaveText([
      'Line 3 is empty: left out.',
      'Key 5 (line 5): the same as key 2. Left out.',
    ])
    await expectNoAxeViolations(page)
    expect(sent()).toEqual([])
  })

  const added = page.getByRole('region', { name: 'Keys just added' })
  await test.step('one POST with the 4 keys; the stock grows by 4; the keys are listed masked', async () => {
    await section.getByRole('button', { name: 'Add 4 keys' }).click()
    await expect(facts).toContainText('11 keys')
    expect(sent()).toEqual(['POST /v2/gift-cards/offers/804/stock'])
    expect(writes[0]!.postDataJSON()).toEqual({ keys: KEYS })
    await expect(added.getByRole('listitem')).toHaveCount(4)
    for (const key of KEYS) await expect(page.getByText(key)).toHaveCount(0)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoColourViolations(page)
    await page.emulateMedia({ colorScheme: 'light' })
  })

  await test.step('Remove: one DELETE; the stock drops by 1', async () => {
    await added.getByRole('button', { name: /^Remove/ }).first().click()
    await expect(facts).toContainText('10 keys')
    await expect(added.getByRole('listitem')).toHaveCount(3)
    expect(sent()).toEqual(['POST /v2/gift-cards/offers/804/stock', expect.stringMatching(/^DELETE \/v2\/gift-cards\/offers\/804\/stock\/\d+$/)])
  })

  await test.step('the activity log names the writes; no key in a URL, localStorage, sessionStorage or IndexedDB', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Gift card keys added' })).toHaveCount(1)
    await expect(page.getByRole('row').filter({ hasText: 'Gift card key removed' })).toHaveCount(1)
    const stored = await everythingStored(page)
    for (const key of KEYS) expect(stored).not.toContain(key)
    for (const request of writes) expect(request.url()).not.toContain('GC-')
  })
})
