import { describe, expect, it } from 'vitest'
import type { RouteBudget } from '../../budget/budgets'
import { budgetFaults, checkBudgets, targetSummary } from '../../budget/check'
import type { Manifest } from '../../budget/first-visit'
import { classicScripts, measureRoutes } from '../../budget/measure'
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
/** A made-up reference app of 50 kB, and a target of 1.10× it (55 kB) in 8 files. */
const REFERENCE_KB = 50
const target = { ratio: 1.1, jsFiles: 8, cssKB: 10 }
const within: Record<string, RouteBudget> = {
  '/orders': { ratio: 1.4, measuredKB: 70, jsFiles: 7, cssKB: 2, notMet: 'the table library' },
  '/sign-in': { ratio: 1.1, measuredKB: 30, jsFiles: 3, cssKB: 1 },
}
const check = (budgets: Record<string, RouteBudget>) => checkBudgets(measured, budgets, REFERENCE_KB, target)

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

  it('fails, rather than count too little, when what a first visit loads has no chunk of its own in the build', () => {
    const merged = (key: string) => Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== key))
    expect(() => measureRoutes(merged('src/api/responses.ts'), routes, gzipSize)).toThrow(
      'The manifest has no entry for src/api/responses.ts, which a first visit loads',
    )
    expect(() => measureRoutes(merged('src/routes/sign-in.tsx?tsr-split=component'), routes, gzipSize)).toThrow(
      'no entry for src/routes/sign-in.tsx?tsr-split=component',
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

describe('the budget check', () => {
  it('passes when every route is within its ratio of the reference app, and prints that ratio', () => {
    const { ok, report } = check(within)
    expect(ok).toBe(true)
    expect(report).toContain('| `/orders` | 70.0 kB | 1.40× | 1.40× = 70.0 kB | 7 / 7 | 2.0 kB / 2 kB | – |')
    expect(report).toContain('| `/sign-in` | 30.0 kB | 0.60× | 1.10× = 55.0 kB | 3 / 3 | 1.0 kB / 1 kB | – |')
    expect(report).toContain('Every route is within its budget.')
  })

  it('fails with the route, its bytes, its budget and the excess when a route is over', () => {
    const { ok, report } = check({ ...within, '/orders': { ...within['/orders']!, ratio: 1.3, measuredKB: 64, jsFiles: 6, cssKB: 1 } })
    expect(ok).toBe(false)
    expect(report).toContain('| `/orders` | 70.0 kB | 1.40× | 1.30× = 65.0 kB | 7 / 6 | 2.0 kB / 1 kB | **JS +5.0 kB, files +1, CSS +1.0 kB** |')
    expect(report).toContain('Over budget (or without one): /orders.')
  })

  it('follows the reference app: the same bytes fail against a lighter one', () => {
    expect(checkBudgets(measured, within, 50, target).ok).toBe(true)
    const { ok, report } = checkBudgets(measured, within, 45, target)
    expect(ok).toBe(false)
    expect(report).toMatch(/`\/orders` \| 70\.0 kB \| 1\.56× \| 1\.40× = 63\.0 kB .*JS \+7\.0 kB\*\* \|/)
  })

  it('fails for a route without a budget and for a budget whose route is gone', () => {
    const { ok, report } = check({ '/orders': within['/orders']!, '/gone': within['/sign-in']! })
    expect(ok).toBe(false)
    expect(report).toMatch(/`\/sign-in`.*no budget for this route/)
    expect(report).toMatch(/`\/gone`.*a budget for a route the build does not have/)
  })

  it('fails a budget above the target that does not say why', () => {
    const { notMet: _, ...silent } = within['/orders']!
    expect(budgetFaults(silent, REFERENCE_KB, target)).toEqual(['above the target without saying why (notMet)'])
    expect(budgetFaults({ ratio: 1.1, measuredKB: 50, jsFiles: 9, cssKB: 1 }, REFERENCE_KB, target)).toHaveLength(1)
    expect(check({ ...within, '/orders': silent })).toMatchObject({ ok: false })
  })

  it('fails a budget whose measured kB are over its own ratio', () => {
    const wrong = { ...within['/sign-in']!, measuredKB: 60 }
    expect(budgetFaults(wrong, REFERENCE_KB, target)).toEqual(['its measured 60 kB is over its own ratio (1.20×)'])
  })

  it('notes, without failing, a written kB the build has moved away from', () => {
    const { ok, report } = check({ ...within, '/sign-in': { ...within['/sign-in']!, measuredKB: 28 } })
    expect(ok).toBe(true)
    expect(report).toContain('differ from the build by more than 0.5 kB: /sign-in (30.0 kB, written 28 kB)')
  })

  it('tells which routes miss the common target, by how much and why', () => {
    expect(targetSummary(measured, within, REFERENCE_KB, target)).toBe(
      "Target (JS ≤ 1.10× the reference app's 50 kB (55.0 kB), 8 script files, 10 kB CSS): met by 1 of 2 routes; " +
        'not met:\n- /orders: 1.40×, JS +15.0 kB: the table library',
    )
    expect(targetSummary(measured, within, 70, target)).toMatch(/met by 2 of 2 routes\.$/)
  })
})
