import { defineConfig, devices } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './test/chromium'

const PORT = Number(process.env.E2E_PORT ?? 4174)

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording every test slows each by about a tenth; a failure is recorded when it is tried again.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ['production/**', 'sub-path/**', 'proxy-key/**'] },
    // The production build behind the mock HTTP API (test/server), one server per worker: faults, security, a11y.
    { name: 'production-build', testMatch: 'production/build.setup.ts' },
    {
      name: 'production',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'production/**/*.spec.ts',
      dependencies: ['production-build'],
    },
    // The production build made with BASE_PATH=/seller-dashboard/, served under that sub-path.
    { name: 'sub-path-build', testMatch: 'sub-path/build.setup.ts' },
    {
      name: 'sub-path',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'sub-path/**/*.spec.ts',
      dependencies: ['sub-path-build'],
    },
    // The production build made with VITE_AUTH=proxy, behind a proxy that holds the API key (test/server).
    { name: 'proxy-key-build', testMatch: 'proxy-key/build.setup.ts' },
    {
      name: 'proxy-key',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'proxy-key/**/*.spec.ts',
      dependencies: ['proxy-key-build'],
    },
  ],
  webServer: {
    // The demo build (mock service worker included), served as static files.
    command: `npx vite preview --mode demo --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
