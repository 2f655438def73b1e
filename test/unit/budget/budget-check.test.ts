import { describe, expect, it } from 'vitest'
import { routeBytes, type CodeFile } from '../../bench/first-visit'
import { checkRoutes, preCheck } from '../../budget/check'
import type { Manifest } from '../../budget/first-visit'
import { classicScripts, measureRoutes } from '../../budget/measure'
import { routesOf } from '../../budget/route-files'
import { visitRoutesOf } from '../../budget/routes'
import { loadSteps } from '../../budget/steps'

/** A build of two routes under a pathless layout, as Vite and the router's code splitting write it. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/_app.tsx?tsr-split=component',
      'src/routes/_app/orders.tsx?tsr-split=component',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'], css: ['assets/table.css'] },
  'src/routes/_app.tsx?tsr-split=component': { file: 'assets/app.js', imports: ['_react.js', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/routes/_app/orders.tsx?tsr-split=component': { file: 'assets/orders.js', imports: ['_table.js'] },
  'src/routes/_app/orders.tsx?tsr-split=pendingComponent': { file: 'assets/orders-pending.js' },
  'src/routes/_app/orders.tsx?tsr-split=notFoundComponent': { file: 'assets/orders-not-found.js' },
  'src/routes/sign-in.tsx?tsr-split=component': { file: 'assets/sign-in.js', dynamicImports: ['src/export.ts'] },
  'src/export.ts': { file: 'assets/export.js' },
}

/** Made-up gzip sizes: every script 10 kB, every stylesheet 1 kB. */
const gzipSize = (file: string) => (file.endsWith('.css') ? 1000 : 10_000)

const routes = routesOf(['__root.tsx', '_app.tsx', '_app/orders.tsx', 'sign-in.tsx', '-components/table.tsx'])
const measured = measureRoutes(manifest, routes, gzipSize)
const target = { ratio: 1.2, cssKB: 10, steps: 2 }

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
    // The shell with the readers of the API's answers, which the signed-in layout imports.
    expect(orders?.files).toContain('assets/shared.js')
    const signIn = measured.find((figures) => figures.route === '/sign-in')
    expect(signIn).toMatchObject({ jsGzip: 30_000, jsFiles: 3, cssGzip: 1000, cssFiles: 1 })
    expect(signIn?.files).not.toContain('assets/export.js')
    expect(signIn?.files).not.toContain('assets/shared.js')
  })

  it('fails, rather than count too little, when what a first visit loads has no chunk of its own in the build', () => {
    const merged = (key: string) => Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== key))
    expect(() => measureRoutes(merged('src/routes/sign-in.tsx?tsr-split=component'), routes, gzipSize)).toThrow(
      'The manifest has no entry for src/routes/sign-in.tsx?tsr-split=component, which a first visit loads',
    )
  })
})

describe("the page's own scripts", () => {
  it('finds the classic scripts of the built index.html, not the entry module', () => {
    const html = '<script src="/theme.js"></script>\n<script type="module" crossorigin src="/assets/index-1.js"></script>'
    expect(classicScripts(html)).toEqual(['theme.js'])
  })

  it('counts them on every route, as a first visit fetches them before the entry', () => {
    const withTheme = measureRoutes(manifest, routes, gzipSize, ['theme.js'])
    expect(withTheme.find((figures) => figures.route === '/sign-in')).toMatchObject({ jsGzip: 40_000, jsFiles: 4 })
    expect(withTheme.find((figures) => figures.route === '/orders')?.files).toContain('theme.js')
  })
})

describe('the routes a first visit opens', () => {
  it('are every route of the tree, at a record of the seed, signed in under the app layout', () => {
    const tree = routesOf(['__root.tsx', '_app.tsx', '_app/orders/$orderId.tsx', '_app/$.tsx', 'sign-in.tsx'])
    expect(visitRoutesOf(tree, { orderId: '7', _splat: 'gone' })).toEqual([
      { name: '/$', path: 'gone', signedIn: true },
      { name: '/orders/$orderId', path: 'orders/7', signedIn: true },
      { name: '/sign-in', path: 'sign-in', signedIn: false },
    ])
  })

  it('say which path parameter needs a sample record', () => {
    const tree = routesOf(['__root.tsx', '_app.tsx', '_app/offers/$offerId.tsx'])
    expect(() => visitRoutesOf(tree, {})).toThrow('No sample record for the path parameter(s) $offerId')
  })
})

/** The build above, where the orders screen asks for the export once it has run. */
const withExport: Manifest = {
  ...manifest,
  'src/routes/_app/orders.tsx?tsr-split=component': { file: 'assets/orders.js', imports: ['_table.js'], dynamicImports: ['src/export.ts'] },
}

describe('the steps of a first visit', () => {
  const steps = loadSteps(withExport, ['theme.js'])

  it('are 1 for the HTML\'s files, 2 for a dynamic import of the entry with its imports, 3 for one of those', () => {
    expect(steps.get('theme.js')).toBe(1)
    expect(steps.get('assets/index.js')).toBe(1)
    expect(steps.get('assets/react.js')).toBe(1)
    expect(steps.get('assets/orders.js')).toBe(2)
    expect(steps.get('assets/table.css')).toBe(2)
    expect(steps.get('assets/export.js')).toBe(3)
  })
})

/** A visit's files: [file, kB, late]. */
const visit = (route: string, files: [string, number, boolean?][]) =>
  routeBytes(
    route,
    files.map(([file, kb, late]): CodeFile => ({ file, type: file.endsWith('.css') ? 'stylesheet' : 'script', gzip: kb * 1000, late: late ?? false })),
  )

describe('the budget check, in the browser\'s measure', () => {
  const steps = loadSteps(withExport, ['theme.js'])
  const reference = visit('reference', [['assets/ref.js', 50]])
  const orders = visit('/orders', [['assets/index.js', 40], ['assets/orders.js', 10], ['assets/table.css', 2], ['assets/export.js', 9, true]])

  it('passes a route within 1.20× the reference app, idle-time loads included, and prints its figures', () => {
    const { ok, report } = checkRoutes([orders], reference, target, steps)
    expect(ok).toBe(true)
    expect(report).toContain('| `/orders` | 59.0 kB | 1.18× | 3 | 2.0 kB | 2 | 9.0 kB (1) | – |')
  })

  it('fails a route over 1.20× the reference app measured in the same run', () => {
    const { ok, report } = checkRoutes([orders], visit('reference', [['assets/ref.js', 45]]), target, steps)
    expect(ok).toBe(false)
    expect(report).toContain('**JS +5.0 kB**')
    expect(report).toContain('Over the target: /orders.')
  })

  it('fails a first screen whose code comes in a third step, naming the files of that step', () => {
    const eager = visit('/orders', [['assets/index.js', 40], ['assets/orders.js', 10], ['assets/export.js', 1]])
    const { ok, report } = checkRoutes([eager], reference, target, steps)
    expect(ok).toBe(false)
    expect(report).toContain('**first screen in 3 steps (export.js)**')
    // Built files are named by their hash: the report says which source each holds.
    const named = checkRoutes([eager], reference, target, steps, {}, new Map([['assets/export.js', 'src/export.ts']]))
    expect(named.report).toContain('**first screen in 3 steps (export.js: src/export.ts)**')
  })

  it('holds a route that misses the target at its ceiling: it passes there, says why, and fails above it', () => {
    const small = visit('reference', [['assets/ref.js', 45]])
    const held = { '/orders': { ratio: 1.35, why: 'the orders table is heavy' } }
    const within = checkRoutes([orders], small, target, steps, held)
    expect(within.ok).toBe(true)
    expect(within.report).toContain('1 held at their ceiling')
    expect(within.report).toContain('- `/orders`: the orders table is heavy')
    const above = checkRoutes([orders], small, target, steps, { '/orders': { ratio: 1.25, why: 'heavy' } })
    expect(above.ok).toBe(false)
    expect(above.report).toContain('Over the target: /orders.')
    expect(preCheck(measured, 50, target, { '/orders': { ratio: 1.45, why: 'heavy' } })).toEqual([])
  })

  it('pre-checks the static import graph against the last measured reference', () => {
    expect(preCheck(measured, 50, target)).toEqual(['/orders: 70.0 kB by its static imports alone, over 60.0 kB'])
    expect(preCheck(measured, 60, target)).toEqual([])
  })
})
