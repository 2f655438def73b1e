import { execFileSync } from 'node:child_process'
import { test as setup } from '@playwright/test'
import { BUILD_DIR, TIMEOUT_SECONDS } from './fixtures'

// The production build the specs beside this file run against, with a short request time limit so a
// hanging request fails within the test. A few seconds on this machine, so it is made fresh every run.
setup('builds the production app with a short request time limit', () => {
  setup.setTimeout(180_000)
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_API_TIMEOUT_MS: String(TIMEOUT_SECONDS * 1000), VITE_API_BASE_URL: '' },
    stdio: 'inherit',
  })
})
