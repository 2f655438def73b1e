import { openSignedIn, test } from './fixtures'
import { LISTS, roundTrip } from './list-steps'

/* The production build against the mock HTTP API: every list keeps its whole state in the URL. */

for (const list of LISTS) {
  test(`${list.name}: filter, sort and page round-trip through the URL, back and forward, and a row and back`, async ({
    page,
  }) => {
    await roundTrip(page, list, openSignedIn)
  })
}
