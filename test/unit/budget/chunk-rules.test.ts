import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkGroups, sharedKit } from '../../../scripts/chunks'

const ROUTES = resolve(import.meta.dirname, '../../../src/routes')
/** Half of the route files, rounded up: the least number of pages whose screens make a module shared. */
const HALF_OF_THE_ROUTES = Math.ceil(readdirSync(ROUTES, { recursive: true }).filter((file) => /\.tsx?$/.test(String(file))).length / 2)
const screen = (route: string) => `${ROUTES}/${route}?tsr-split=component---errorComponent---notFoundComponent`

/** A module graph as Rolldown's chunking context shows it: each module's static importers. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) } as never
}

describe('the build’s chunk rules', () => {
  it('name libraries and folders, never a file of a feature', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../../../scripts/chunks.ts'), 'utf8')
    expect(source).not.toMatch(/features[\\/]+[\w-]+[\\/]/)
    expect(chunkGroups(ROUTES).map((group) => group.debugName ?? group.name)).toEqual(['index', 'form', 'shared'])
  })

  it('put in `shared` what the screens of at least half of the pages import, through any chain of imports', () => {
    const name = sharedKit(ROUTES)
    const lists = ['disputes/index.tsx', 'payouts/index.tsx', 'payments/index.tsx'].map((route) => screen(`_app/${route}`))
    const context = graph({
      '/src/components/ui/status-badge.tsx': ['/src/components/list/list-page.tsx'],
      '/src/components/list/list-page.tsx': lists,
      '/src/components/layout/sidebar.tsx': [screen('_app.tsx')],
      '/src/features/payments/figures.ts': [screen('_app/payments/index.tsx')],
      '/src/lib/format.ts': Array.from({ length: HALF_OF_THE_ROUTES }, (_, page) => screen(`_app/page-${page}.tsx`)),
      '/src/lib/text.ts': Array.from({ length: HALF_OF_THE_ROUTES - 1 }, (_, page) => screen(`_app/page-${page}.tsx`)),
    })
    // Three list screens are three pages of the app's 30-odd: not half.
    expect(name('/src/components/ui/status-badge.tsx', context)).toBeNull()
    // The signed-in layout's screen is drawn by every page under it.
    expect(name('/src/components/layout/sidebar.tsx', context)).toBe('shared')
    expect(name('/src/features/payments/figures.ts', context)).toBeNull()
    // Half of the route files' pages, and one fewer.
    expect(name('/src/lib/format.ts', context)).toBe('shared')
    expect(name('/src/lib/text.ts', context)).toBeNull()
    // Every signed-in visit reads answers: the readers go with the shell, whoever imports them.
    expect(name('/src/api/read/responses.ts', context)).toBe('shared')
    expect(name('/src/api/records/payment.ts', context)).toBe('shared')
  })
})
