import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalHash, canonicalRow } from '../../../src/features/account-offers/import/row-hash'

const hashOf = (game: string, cells: Record<string, string>) => canonicalHash(canonicalRow(game, cells))
const columnName = fc.constantFrom('title', 'description', 'price', 'credentials', 'account_data.rank', 'account_data.level', 'image_urls')
const row = fc.dictionary(columnName, fc.string({ maxLength: 40 }), { minKeys: 1 })
const shuffled = <T>(items: readonly T[], seed: number) => [...items].sort((a, b) => ((JSON.stringify(a).length * 31 + seed) % 7) - ((JSON.stringify(b).length * 31 + seed) % 7))

describe('the row hash', () => {
  it('is 64 hex digits, the same for the same row', async () => {
    const cells = { title: 'Gold 2', credentials: 'login: a\npassword: b' }
    const hash = await hashOf('valorant', cells)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await hashOf('valorant', { ...cells })).toBe(hash)
  })

  it('does not change with the order of the columns, white space around a cell, line ends or an empty cell', async () => {
    await fc.assert(
      fc.asyncProperty(row, fc.nat(), fc.constantFrom(' ', '\t', '\r\n', '  \n'), async (cells, seed, space) => {
        const reordered = Object.fromEntries(shuffled(Object.entries(cells), seed).map(([name, value]) => [name, `${space}${value.replace(/\n/g, '\r\n')}${space}`]))
        const withEmpty = { ...reordered, private_note: '   ' }
        expect(await hashOf('wow', withEmpty)).toBe(await hashOf('wow', cells))
      }),
      { numRuns: 60 },
    )
  })

  it('differs when the credentials differ, or the game', async () => {
    await fc.assert(
      fc.asyncProperty(row, fc.string({ minLength: 1, maxLength: 30 }), fc.string({ minLength: 1, maxLength: 30 }), async (cells, one, other) => {
        fc.pre(one.trim() !== '' && other.trim() !== '' && one.trim() !== other.trim())
        expect(await hashOf('wow', { ...cells, credentials: one })).not.toBe(await hashOf('wow', { ...cells, credentials: other }))
        expect(await hashOf('wow', { ...cells, credentials: one })).not.toBe(await hashOf('lol', { ...cells, credentials: one }))
      }),
      { numRuns: 60 },
    )
  })

  it('keeps the cells apart: a value cannot pass for another column', async () => {
    expect(await hashOf('wow', { title: 'a', description: 'b' })).not.toBe(await hashOf('wow', { title: 'b', description: 'a' }))
    expect(canonicalRow('wow', { title: 'a","description":"b' })).not.toBe(canonicalRow('wow', { title: 'a', description: 'b' }))
  })
})
