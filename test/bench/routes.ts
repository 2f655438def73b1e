import type { Page } from '@playwright/test'

export interface BenchRoute {
  /** The route as the router names it. */
  name: string
  /** The path below the app's base, without a leading slash. */
  path: string
  signedIn: boolean
  /** Resolves once the screen shows its content (data included). */
  ready: (page: Page) => Promise<void>
}

const visible = (page: Page, selector: string) => page.locator(selector).first().waitFor({ state: 'visible' })

const firstRow = (page: Page) => visible(page, 'table tbody tr')

/** A list screen, ready once its first row shows. */
const list = (path: string): BenchRoute => ({ name: `/${path}`, path, signedIn: true, ready: firstRow })

/** One of each screen, on the mock API's seed. */
export const BENCH_ROUTES: BenchRoute[] = [
  {
    name: '/sign-in',
    path: 'sign-in',
    signedIn: false,
    ready: (page) => page.getByLabel('API token').waitFor(),
  },
  {
    name: '/',
    path: '',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Overview' }).waitFor(),
  },
  list('gift-card-orders'),
  list('account-orders'),
  list('disputes'),
  list('currency-offers'),
  list('payments'),
  list('payouts'),
  {
    name: '/activity',
    path: 'activity',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor(),
  },
  {
    name: '/gift-card-orders/$id',
    path: 'gift-card-orders/2990',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: /^Keys/ }).waitFor(),
  },
  {
    name: '/account-orders/$id',
    path: 'account-orders/1001',
    signedIn: true,
    ready: (page) => visible(page, '#account-order-title'),
  },
  {
    name: '/account-orders/$id/accept-dispute',
    path: 'account-orders/1001/accept-dispute',
    signedIn: true,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: '/currency-offers/$id/other-offers',
    path: 'currency-offers/3001/other-offers',
    signedIn: true,
    ready: (page) => visible(page, 'table[aria-labelledby="offers-table-title"] tbody tr:not([aria-hidden])'),
  },
  {
    name: '/currency-offers/$id',
    path: 'currency-offers/3001',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'WoW EU gold, every realm' }).waitFor(),
  },
  {
    name: '/currency-offers/$id/orders',
    path: 'currency-offers/3001/orders',
    signedIn: true,
    ready: (page) => visible(page, 'table tbody tr'),
  },
  {
    name: '/currency-orders/$id',
    path: 'currency-orders/9018',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: /^Currency order 9018/ }).waitFor(),
  },
  {
    name: '/disputes/$id',
    path: 'disputes/7005',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Dispute case 7005' }).waitFor(),
  },
  {
    name: '/disputes/$id/accept',
    path: 'disputes/7005/accept',
    signedIn: true,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
]
