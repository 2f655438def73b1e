/*
 * How the production build is cut into files (Rolldown's `output.codeSplitting.groups`). Without groups it
 * made 80-odd chunks, and a first visit fetched 24 to 42 of them. The aim: a first visit loads the entry,
 * the layout, the route and one or two shared chunks (at most 8 files), and a library that only an action
 * needs (the form library) stays in its own chunk, loaded with what needs it.
 */
import type { Rolldown } from 'vite'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup

const nodeModule = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)

/**
 * What the competing offers page shares with the folded cards it loads later: decimal arithmetic (big.js, which
 * only the offers compute with) with the helpers around it, and the page's layout styles. Left to the shared
 * group, big.js would go to every screen.
 */
const OFFERS_COMMON =
  /node_modules[\\/]big\.js[\\/]|src[\\/]features[\\/]currency-offers[\\/](decimal\.ts|format-price\.ts|layout\.module\.css|rankable\.ts|offers\.ts|price-helper\.ts|rank-text\.ts|max-delivery\.ts|components[\\/](own-offer-standing\.tsx|other-offers\.module\.css|other-offers-not-found\.tsx))$/
/**
 * What checks a write to one offer or order before it is sent (its fields, the per-resource limit), with the
 * confirmation and the refusal shown around it: the offer's and the currency order's pages load it, the other
 * pages with their first such write, never with their first screen.
 */
const WRITE_GUARDS =
  /src[\\/](lib[\\/](fixed-point|guarded-write|resource-writes|write-window)\.ts|api[\\/](offer-changes|write-requests)\.ts|components[\\/]ui[\\/]write-refusal\.tsx|features[\\/]currency-offers[\\/]offer[\\/]offer-form-values\.ts)$/
/**
 * The money screens' own code: the local copy's IndexedDB wrapper (idb), the exact sums, the chart and the figures.
 * Left to the shared group, idb would go to every screen; to the screens group, the chart would.
 */
const MONEY =
  /node_modules[\\/]idb[\\/]|src[\\/](lib[\\/](ledger-copy|decimal)\.ts$|features[\\/]payments[\\/](components[\\/]|(figures|figures-source|sync|use-ledger-copy|labels|range|entry|copy-memory|use-range-figures)\.ts$))/
/** The form library with its resolver and the schema library every form validates with. */
const FORM = nodeModule('react-hook-form|@hookform|zod')

/** Code shared by the screens: primitives, helpers, the API's readers and the query hooks. */
const SHARED = /node_modules|src[\\/](components[\\/](ui|layout|list)|lib|api)[\\/]/
/** The list screens' kit: table, toolbar, saved views, the export button. The record pages do without it. */
const LIST_KIT = /src[\\/](components[\\/]list[\\/]|lib[\\/]saved-views\.)/
/**
 * Loaded on their own, later: the activity log with the first write or failure it records (and with the activity
 * page), the CSV writer with the first export. The lazy modules that share them would otherwise pull them into
 * the shared chunk, which every screen loads.
 */
const LOADED_LATER = /src[\\/]lib[\\/](activity-log|csv|export-pages)\.ts$/
/** The overview's tiles, which the disputes list shows too: the record pages do without them. */
const TILES = /src[\\/](components[\\/]tile[\\/]|features[\\/](overview[\\/]components[\\/]|disputes[\\/]components[\\/]waiting-disputes\.))/
/**
 * A case's deadline with its live countdown: the disputes list, the waiting cases' tile and the case pages show it.
 * In the shared chunk, the disputes list and the overview need not load the screens chunk (the case view) for it.
 */
const DEADLINE = /src[\\/]features[\\/]disputes[\\/](components[\\/]deadline\.tsx|use-now\.ts)$/
/**
 * Loaded later, on their own: a confirmation's dialog (when a page's write asks for it), the alerts' title count
 * (with the alerts), a currency order's not-found screen (when the order is gone). In the screens chunk every
 * record page would load them; in the shared chunk, every screen.
 */
const LATER_PARTS =
  /src[\\/](components[\\/]ui[\\/]confirm-dialog\.tsx|features[\\/](alerts[\\/]title-count\.ts|currency-orders[\\/]detail[\\/]currency-order-not-found\.tsx))$/
/**
 * Shared only by the gift card order route's page and its not-found part: in the screens chunk that page would load
 * the dispute case view and the dialogs (6.8 kB) for it; alone it is a file of its own in place of that chunk.
 */
const GIFT_CARD_ORDER_PARTS = /src[\\/]features[\\/]gift-card-orders[\\/]components[\\/]gift-card-order-not-found\.tsx$/
/** What two screens share: a domain's queries, the dispute case view. */
const SCREENS = /src[\\/](features|routes)[\\/]/
/**
 * The modules that import a library kept apart above. Captured here, they would make every screen load it;
 * a new one shows as a jump in `npm run test:budget`, and then belongs in this list.
 */
const HEAVY_IMPORTERS = /(credentials-editor|leave-dialog|view-dialog|save-view-dialog|manage-view-dialog|filter-fields)\.tsx$/
/**
 * The competing offers page's own modules (not its queries, which the list of offers shares). Its folded cards
 * load on opening and share these with the page; in the screens chunk every other route would load them too.
 */
const OFFERS_PAGE = /src[\\/]features[\\/]currency-offers[\\/](?!queries\.ts)/
/**
 * The dialogs: the primitives' code (their styles stay with the shell's own notice for code that cannot download)
 * and the accept-dispute dialog's, with the reading of a write's outcome (field errors, a write that may or may
 * not have been saved). They go in the screens chunk, not in a file of their own and not in the shared chunk: the
 * accept pages, whose first screen is that dialog, load the screens chunk anyway (the case view), so they stay
 * within 8 files; the record pages, whose actions open these dialogs, have them at hand; the lists and the
 * overview do without them until a dialog opens. The credentials editor, the other reader of a write's outcome,
 * opens a dialog of its own (leaving unsaved changes) anyway.
 */
const DIALOG_CODE = /src[\\/]components[\\/]ui[\\/](dialog\.tsx|as-child\.tsx|sheet\.tsx|use-modal\.ts|modal-page\.ts)$/
const ACCEPT_DIALOG = /((accept-dispute-dialog|message-field)\.tsx|accept-check\.ts|lib[\\/](form-errors|write-check)\.ts|uncertain-write\.tsx)$/
/** What only the forms use: their schemas, made with zod, so no screen fetches zod for a form it does not open. */
const FORM_ONLY = /src[\\/](api[\\/]schemas|lib[\\/]list-filter-form)\.ts$/

export const chunkGroups: CodeSplittingGroup[] = [
  // Everything the entry imports statically (React, the router, the query client, every route's loader and
  // search schema, so a route's data request starts before its screen's code arrives): one file, not twenty.
  // main.tsx also imports the sign-in page's primitives and icon runtime, which every first paint draws.
  { name: 'index', tags: ['$initial'], priority: 10 },
  { name: 'offers', test: OFFERS_COMMON, priority: 5, includeDependenciesRecursively: false },
  { name: 'writes', test: WRITE_GUARDS, priority: 5, includeDependenciesRecursively: false },
  { name: 'money', test: MONEY, priority: 5, includeDependenciesRecursively: false },
  {
    name: 'form',
    test: (id) => FORM.test(id) || FORM_ONLY.test(id),
    priority: 5,
    includeDependenciesRecursively: false,
  },
  {
    name: 'list',
    test: (id) => LIST_KIT.test(id) && !HEAVY_IMPORTERS.test(id),
    minShareCount: 2,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: 'shared',
    test: (id) =>
      (SHARED.test(id) || DEADLINE.test(id)) &&
      !DIALOG_CODE.test(id) &&
      !ACCEPT_DIALOG.test(id) &&
      !HEAVY_IMPORTERS.test(id) &&
      !LOADED_LATER.test(id) &&
      !LATER_PARTS.test(id),
    minShareCount: 2,
    priority: 1,
  },
  { name: 'tiles', test: TILES, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
  {
    name: 'screens',
    test: (id) =>
      ((SCREENS.test(id) && !HEAVY_IMPORTERS.test(id) && !OFFERS_PAGE.test(id)) || DIALOG_CODE.test(id) || ACCEPT_DIALOG.test(id)) &&
      !LATER_PARTS.test(id) &&
      !GIFT_CARD_ORDER_PARTS.test(id),
    minShareCount: 2,
    priority: 0,
  },
]
