import { execFileSync } from 'node:child_process'
import { test as setup } from '@playwright/test'
import { BUILD_DIR } from './fixtures'

// The production build for a proxy that holds the API key: `VITE_AUTH=proxy npm run build`.
setup('builds the production app for a key-holding proxy', () => {
  setup.setTimeout(180_000)
  execFileSync('npx', ['vite', 'build', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_AUTH: 'proxy', VITE_API_BASE_URL: '' },
    stdio: 'inherit',
  })
})
