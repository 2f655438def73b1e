import { execFileSync } from 'node:child_process'
import { test as setup } from '@playwright/test'
import { BASE_PATH, BUILD_DIR } from './fixtures'

// The production build made for a sub-path, as `BASE_PATH=/seller-dashboard/ npm run build` makes it.
setup('builds the production app for a sub-path', () => {
  setup.setTimeout(180_000)
  execFileSync('npx', ['vite', 'build', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, BASE_PATH, VITE_API_BASE_URL: '' },
    stdio: 'inherit',
  })
})
