/*
 * Runs before `npm test` and the end-to-end build: with no Chromium to launch, the run stops here with one line
 * that says how to get one, rather than after the build with a browser launch error.
 */
import { CHROMIUM_MISSING } from './chromium'

if (CHROMIUM_MISSING) {
  console.error(CHROMIUM_MISSING)
  process.exit(1)
}
