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
  {
    name: '/gift-card-orders',
    path: 'gift-card-orders',
    signedIn: true,
    ready: (page) => visible(page, 'table tbody tr'),
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
]
