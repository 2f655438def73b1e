import { describe, expect, it } from 'vitest'
import type { Budget } from '../../budget/budgets'
import { checkBudgets, targetSummary } from '../../budget/check'
import type { Manifest } from '../../budget/first-visit'
import { measureRoutes } from '../../budget/measure'
import { routesOf } from '../../budget/route-files'

/** A build of two routes under a pathless layout, as Vite and the router's code splitting write it. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/_app.tsx?tsr-split=component',
      'src/routes/_app/orders.tsx?tsr-split=component',
      'src/api/responses.ts',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'], css: ['assets/table.css'] },
  'src/routes/_app.tsx?tsr-split=component': { file: 'assets/app.js', imports: ['_react.js'] },
  'src/routes/_app/orders.tsx?tsr-split=component': { file: 'assets/orders.js', imports: ['_table.js'] },
  'src/routes/_app/orders.tsx?tsr-split=pendingComponent': { file: 'assets/orders-pending.js' },
  'src/routes/_app/orders.tsx?tsr-split=notFoundComponent': { file: 'assets/orders-not-found.js' },
  'src/routes/sign-in.tsx?tsr-split=component': { file: 'assets/sign-in.js', dynamicImports: ['src/export.ts'] },
  'src/export.ts': { file: 'assets/export.js' },
  'src/api/responses.ts': { file: 'assets/responses.js', imports: ['_react.js'] },
}

/** Made-up gzip sizes: every script 10 kB, every stylesheet 1 kB. */
const gzipSize = (file: string) => (file.endsWith('.css') ? 1000 : 10_000)

const routes = routesOf(['__root.tsx', '_app.tsx', '_app/orders.tsx', 'sign-in.tsx', '-components/table.tsx'])
const measured = measureRoutes(manifest, routes, gzipSize)
const within: Record<string, Budget> = {
  '/orders': { jsKB: 70, jsFiles: 7, cssKB: 2 },
  '/sign-in': { jsKB: 30, jsFiles: 3, cssKB: 1 },
}

describe('first-visit bytes from the manifest', () => {
  it('finds the routes a visitor opens, each with its layouts, and no route in a -folder', () => {
    expect(routes).toEqual([
      { route: '/orders', chain: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/orders.tsx'] },
      { route: '/sign-in', chain: ['src/routes/__root.tsx', 'src/routes/sign-in.tsx'] },
    ])
  })

  it('counts the entry, the layout and the route with their static imports, not what loads later', () => {
    const orders = measured.find((figures) => figures.route === '/orders')
    expect(orders).toMatchObject({ jsGzip: 70_000, jsFiles: 7, cssGzip: 2000, cssFiles: 2 })
    expect(orders?.files).not.toContain('assets/orders-not-found.js')
    // The readers of the API's answers: loaded by the requests a signed-in screen sends as it opens.
    expect(orders?.files).toContain('assets/responses.js')
    const signIn = measured.find((figures) => figures.route === '/sign-in')
    expect(signIn).toMatchObject({ jsGzip: 30_000, jsFiles: 3, cssGzip: 1000, cssFiles: 1 })
    expect(signIn?.files).not.toContain('assets/export.js')
    expect(signIn?.files).not.toContain('assets/responses.js')
  })
})

describe('the budget check', () => {
  it('passes when every route is within its budget', () => {
    const { ok, report } = checkBudgets(measured, within)
    expect(ok).toBe(true)
    expect(report).toContain('Every route is within its budget.')
  })

  it('fails with the route, its bytes, its budget and the excess when a route is over', () => {
    const { ok, report } = checkBudgets(measured, { ...within, '/orders': { jsKB: 65, jsFiles: 6, cssKB: 1 } })
    expect(ok).toBe(false)
    expect(report).toContain('| `/orders` | 70.0 kB | 65 kB | 7 | 6 | 2.0 kB | 1 kB | **JS +5.0 kB, files +1, CSS +1.0 kB** |')
    expect(report).toContain('Over budget (or without one): /orders.')
  })

  it('fails for a route without a budget and for a budget whose route is gone', () => {
    const { ok, report } = checkBudgets(measured, { '/orders': within['/orders']!, '/gone': within['/sign-in']! })
    expect(ok).toBe(false)
    expect(report).toMatch(/`\/sign-in`.*no budget for this route/)
    expect(report).toMatch(/`\/gone`.*a budget for a route the build does not have/)
  })

  it('tells which routes miss the common target and by how much', () => {
    expect(targetSummary(measured, { jsKB: 40, jsFiles: 8, cssKB: 10 })).toBe(
      'Target (40 kB JS, 8 script files, 10 kB CSS): met by 1 of 2 routes; over: /orders (JS +30.0 kB).',
    )
  })
})
