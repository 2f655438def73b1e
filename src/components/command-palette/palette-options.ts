import { isIdText, looksLikeId, lookupIdError, parseId } from '../../lib/ids'
import type { RecentItem, RecentKind } from '../../lib/recent-items'

export type PaletteGroup = 'Open by id' | 'Find by title' | 'Recently opened' | 'Pages' | 'Actions'

export interface PaletteOption {
  key: string
  group: PaletteGroup
  label: string
  /** Words matched besides the label. */
  keywords?: string
  perform: { href: string } | { run: () => void }
}

/** A page or an action the palette may offer when words are typed. */
export interface PaletteCommand {
  label: string
  keywords?: string
  perform: PaletteOption['perform']
}

export interface PaletteInput {
  query: string
  recent: RecentItem[]
  pages: PaletteCommand[]
  actions: PaletteCommand[]
  /** Whether the route tree has a route for this path template (e.g. "/disputes/$"). */
  hasRoute: (template: string) => boolean
}

interface IdTarget {
  kind: RecentKind
  label: (id: number) => string
  href: (id: number) => string
  template: string
}

const ID_TARGETS: IdTarget[] = [
  { kind: 'account-order', label: (id) => `Account order ${id}`, href: (id) => `/account-orders/${id}`, template: '/account-orders/$' },
  { kind: 'gift-card-order', label: (id) => `Gift card order ${id}`, href: (id) => `/gift-card-orders/${id}`, template: '/gift-card-orders/$' },
  { kind: 'dispute', label: (id) => `Dispute ${id}`, href: (id) => `/disputes/${id}`, template: '/disputes/$' },
  { kind: 'currency-order', label: (id) => `Currency order ${id}`, href: (id) => `/currency-orders/${id}`, template: '/currency-orders/$' },
  { kind: 'item-order', label: (id) => `Item order ${id}`, href: (id) => `/item-orders/${id}`, template: '/item-orders/$' },
  { kind: 'account-offer', label: (id) => `Account offer ${id}`, href: (id) => `/account-offers/${id}`, template: '/account-offers/$' },
  { kind: 'currency-offer', label: (id) => `Currency offer ${id}`, href: (id) => `/currency-offers/${id}`, template: '/currency-offers/$' },
  { kind: 'item-offer', label: (id) => `Item offer ${id}`, href: (id) => `/item-offers/${id}`, template: '/item-offers/$' },
  { kind: 'gift-card-offer', label: (id) => `Gift card offer ${id}`, href: (id) => `/gift-card-offers/${id}`, template: '/gift-card-offers/$' },
  {
    kind: 'competing-offers',
    label: (id) => `Competing offers for ${id}`,
    href: (id) => `/currency-offers/${id}/other-offers`,
    template: '/currency-offers/$/other-offers',
  },
]

/**
 * Lists whose search finds a record by its title, asked for by their name first: "offer undead mage" (or "account
 * offers undead mage") offers the account offers titled so.
 */
const TITLE_SEARCHES = [
  { key: 'account-offers', names: [['offer'], ['offers'], ['account', 'offer'], ['account', 'offers']], label: (text: string) => `Account offers titled “${text}”`, path: '/account-offers' },
]

function titleOptions(tokens: string[], hasRoute: PaletteInput['hasRoute']): PaletteOption[] {
  return TITLE_SEARCHES.flatMap(({ key, names, label, path }) => {
    const name = names.filter((words) => words.every((word, index) => tokens[index] === word)).sort((a, b) => b.length - a.length)[0]
    const text = name ? tokens.slice(name.length).join(' ') : ''
    if (text.length < 2 || !hasRoute(path)) return []
    const search = `${path}?search=${encodeURIComponent(JSON.stringify(text))}`
    return [{ key: `title:${key}`, group: 'Find by title' as const, label: label(text), perform: { href: search } }]
  })
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean)
const matches = (haystack: string, needles: string[]) => needles.every((word) => haystack.toLowerCase().includes(word))

function recentOption(item: RecentItem, hasRoute: PaletteInput['hasRoute']): PaletteOption | null {
  const target = ID_TARGETS.find(({ kind }) => kind === item.kind)
  if (!target || !hasRoute(target.template)) return null
  const name = target.label(item.id)
  return {
    key: `recent:${item.kind}:${item.id}`,
    group: 'Recently opened',
    label: item.title ? `${name}: ${item.title}` : name,
    perform: { href: target.href(item.id) },
  }
}

function commandOptions(group: PaletteGroup, commands: PaletteCommand[], needles: string[]): PaletteOption[] {
  return commands
    .filter((command) => matches(`${command.label} ${command.keywords ?? ''}`, needles))
    .map((command) => ({ key: `${group}:${command.label}`, group, ...command }))
}

/**
 * What the palette lists for the typed text: an id offers each thing that id can open (narrowed by any words
 * typed with it, "dispute 12"); words offer pages and actions; nothing typed lists the recent items first.
 */
export function paletteOptions({ query, recent, pages, actions, hasRoute }: PaletteInput): PaletteOption[] {
  const tokens = words(query)
  const idText = tokens.find(isIdText)
  const needles = tokens.filter((token) => token !== idText)
  const id = idText === undefined ? null : parseId(idText)
  if (id !== null) {
    return ID_TARGETS.filter((target) => hasRoute(target.template) && matches(target.label(id), needles)).map(
      (target) => ({ key: `id:${target.kind}:${id}`, group: 'Open by id', label: target.label(id), perform: { href: target.href(id) } }),
    )
  }
  const recentOptions = tokens.length === 0 ? recent.map((item) => recentOption(item, hasRoute)).filter((o) => o !== null) : []
  return [
    ...recentOptions,
    ...commandOptions('Pages', pages, needles),
    ...commandOptions('Actions', actions, needles),
    // Text meant as an id ("12a") is told why it is none, not searched for as a title.
    ...(looksLikeId(query) ? [] : titleOptions(tokens, hasRoute)),
  ]
}

/** What the palette says when nothing matches: why the text is not an id, when it was meant as one. */
export function paletteNoMatch(query: string): { message: string; invalidId: boolean } | null {
  if (query.trim() === '') return null
  if (looksLikeId(query)) {
    const digits = words(query).find((token) => /[0-9\uFF10-\uFF19]/.test(token)) ?? query
    return { message: lookupIdError(digits) ?? 'No results.', invalidId: true }
  }
  return { message: 'No page or action matches. An id is a whole number such as 1001.', invalidId: false }
}
