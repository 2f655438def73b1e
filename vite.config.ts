/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { chunkGroups } from './scripts/chunks.ts'
import { precompress } from './scripts/precompress.ts'
import { preloadLinksInTasks } from './scripts/preload-links.ts'

const apiProxyTarget = process.env.API_PROXY_TARGET
/** `/relay/...` on the dev server is the relay's `/...` (docs/notices.md); RELAY_PROXY_TARGET when it runs elsewhere. */
const relayProxy = {
  target: process.env.RELAY_PROXY_TARGET ?? 'http://127.0.0.1:8788',
  rewrite: (path: string) => path.replace(/^\/relay/, ''),
}

const UNIT_TESTS = 'test/unit/**/*.test.{ts,tsx}'
/**
 * Unit tests that render, or need what only a browser has: storage, the page's location, or `window` (TanStack
 * Query runs no refetch interval where there is none). They run in jsdom.
 */
const DOM_UNIT_TESTS = [
  'test/unit/components/**',
  'test/unit/alerts/seen.test.ts',
  'test/unit/api/client-options.test.ts',
  'test/unit/api/client-requests.test.ts',
  'test/unit/api/list-availability.test.ts',
  'test/unit/app/background-pause.test.ts',
  'test/unit/app/session.test.ts',
  'test/unit/app/shops.test.ts',
  'test/unit/currency-offers/repricing-settings.test.ts',
  'test/unit/lib/drafts.test.ts',
  'test/unit/lib/recent-items.test.ts',
  'test/unit/lib/saved-views.test.ts',
  'test/unit/lib/shop-store.test.ts',
]

/** An absolute URL's origin; '' for a path on the app's own origin (`/relay/`) or none. */
const originOf = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? new URL(url).origin : '')

/**
 * The Content-Security-Policy of the built app: no inline script, data only from the API's origin and the relay's
 * (docs/notices.md). The manifest (`manifest-src`) and the push worker (`worker-src`) are the app's own files.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined, relayUrl?: string): string {
  const origins = [...new Set([originOf(apiBaseUrl), originOf(relayUrl)].filter(Boolean))]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: http: data:",
    ["connect-src 'self'", ...origins].join(' '),
    "manifest-src 'self'",
    "worker-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * A CSS module's class: its own name and four characters of its file's hash (`button_Xy9-`). Vite's default adds a
 * hash per class and the line, which the entry's class maps and every style sheet pay for: 0.3 kB of the entry.
 */
function scopedClassName(name: string, file: string) {
  const path = relative(import.meta.dirname, file.split('?')[0] ?? file)
  return `${name}_${createHash('sha1').update(path).digest('base64url').slice(0, 4)}`
}

/** The page's classic script (public/theme.js) without its comments: it is fetched before every first paint. */
async function stripComments(file: string) {
  const text = await readFile(file, 'utf8')
  await writeFile(file, text.replace(/^\s*\/\/.*\n/gm, ''))
}

/**
 * Static hosting: a CSP meta tag, a 404.html for hosts without rewrites, no mock worker in production, the
 * theme script without comments, and every text file also as .gz and .br for servers that send precompressed files.
 */
function staticDeployment(mode: string, env: Record<string, string>): Plugin {
  let outDir = 'dist'
  return {
    name: 'seller-dashboard:static-deployment',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env.VITE_API_BASE_URL, env.VITE_RELAY_URL) },
        injectTo: 'head',
      },
    ],
    async closeBundle() {
      await copyFile(join(outDir, 'index.html'), join(outDir, '404.html'))
      if (mode !== 'demo') await rm(join(outDir, 'mockServiceWorker.js'), { force: true })
      await stripComments(join(outDir, 'theme.js'))
      await precompress(outDir)
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    base: process.env.BASE_PATH ?? '/',
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        // A route's page and its not-found and error screens in one file: the router fetches all three with the
        // route, so apart they were three downloads.
        codeSplittingOptions: { defaultBehavior: [['component', 'notFoundComponent', 'errorComponent']] },
      }),
      react(),
      preloadLinksInTasks(),
      staticDeployment(mode, env),
    ],
    css: { modules: { generateScopedName: scopedClassName } },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      target: 'es2022',
      // Every browser that runs an es2022 build preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunkGroups(resolve(import.meta.dirname, 'src/routes')) },
          // A file's name is its hash alone: every name is written in the entry's preload map and in each import of
          // it, and a chunk's readable name (`shared-…`) cost 1.3-2.0 kB on every first visit. Seven characters (42
          // bits, the fewest Rolldown allows for this many files) tell one version of a file from the next. A
          // build with `--manifest` maps each file to its source.
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: 'assets/[hash:7][extname]',
        },
      },
    },
    // The relay (`npm run relay`) beside the dev server and the preview, where the dashboard looks for it by default.
    server: { proxy: { '/relay': relayProxy } },
    preview: {
      proxy: { '/relay': relayProxy, ...(apiProxyTarget ? { '/v2': { target: apiProxyTarget, changeOrigin: true } } : {}) },
    },
    test: {
      setupFiles: ['test/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
      // Pure logic runs in Node; only what renders or reads the browser's globals pays for jsdom.
      projects: [
        {
          extends: true,
          // One module graph per worker: test/setup.ts resets the state a test could leave before every test.
          test: { name: 'unit', environment: 'node', include: [UNIT_TESTS], exclude: DOM_UNIT_TESTS, isolate: false },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['test/integration/**/*.test.{ts,tsx}', ...DOM_UNIT_TESTS],
            setupFiles: ['test/setup-dom.ts'],
            // One jsdom and one module graph per worker, as in the unit project: a fresh one per file cost more than
            // half of the project's time (4.5 min -> under 2 on two cores). test/setup-dom.ts gives each test what a
            // fresh tab has.
            isolate: false,
          },
        },
      ],
      // Vitest's default is one worker less than the cores, one worker on CI's two; the main process mostly waits
      // while jsdom files run, so every core gets a worker (the suite: 5-6 min -> under 4 on two cores).
      maxWorkers: availableParallelism(),
    },
  }
})
