import { describe, expect, it } from 'vitest'
import { paletteNoMatch, paletteOptions } from '../../../src/components/command-palette/palette-options'

const base = {
  recent: [{ kind: 'dispute' as const, id: 7, title: 'Case' }],
  pages: [{ label: 'Go to Gift card orders', perform: { href: '/gift-card-orders' } }],
  actions: [{ label: 'Sign out', keywords: 'log out', perform: { run: () => undefined } }],
}
const labels = (query: string, routes: string[]) =>
  paletteOptions({ ...base, query, hasRoute: (template) => routes.includes(template) }).map((option) => option.label)
const ALL = ['/account-orders/$', '/gift-card-orders/$', '/disputes/$', '/currency-offers/$/other-offers']

describe('palette options', () => {
  it('offers what exists for an id, with hrefs that stay on their path', () => {
    expect(labels('42', ALL)).toEqual(['Account order 42', 'Gift card order 42', 'Dispute 42', 'Competing offers for 42'])
    expect(labels('42', ['/account-orders/$'])).toEqual(['Account order 42'])
    expect(labels('  offers   42 ', ALL)).toEqual(['Competing offers for 42'])
  })

  it('lists recent items only when empty, and words match pages and actions by keyword', () => {
    expect(labels('', ALL)).toEqual(['Dispute 7: Case', 'Go to Gift card orders', 'Sign out'])
    expect(labels('', [])).toEqual(['Go to Gift card orders', 'Sign out'])
    expect(labels('LOG', ALL)).toEqual(['Sign out'])
  })

  it('explains an id it cannot use, and says when words match nothing', () => {
    for (const typed of ['12a', '-1', '1e3', '１２３', '01001']) {
      expect(paletteNoMatch(typed)).toEqual({ message: 'An id is a whole number such as 1001.', invalidId: true })
    }
    expect(paletteNoMatch('zebra')?.invalidId).toBe(false)
    expect(paletteNoMatch('  ')).toBeNull()
  })

  it('opens an account offer by id, and finds account offers by the words of a title', () => {
    expect(labels('40007', ['/account-offers/$'])).toEqual(['Account offer 40007'])
    const found = paletteOptions({ ...base, query: 'Offer Undead Mage', hasRoute: (template) => template === '/account-offers' })
    const byTitle = found.find((option) => option.group === 'Find by title')!
    expect(byTitle.label).toBe('Account offers titled “undead mage”')
    expect(byTitle.perform).toEqual({ href: '/account-offers?search=%22undead%20mage%22' })
    expect(labels('offer undead mage', [])).toEqual([])
    expect(paletteOptions({ ...base, query: 'undead mage', hasRoute: () => true })).toEqual([])
    expect(paletteOptions({ ...base, query: 'account offers mage', hasRoute: () => true }).map((option) => option.label)).toEqual(['Account offers titled “mage”'])
    expect(paletteOptions({ ...base, query: '12a', hasRoute: () => true })).toEqual([])
  })
})
