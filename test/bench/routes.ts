import type { Page } from '@playwright/test'
import type { VisitRoute } from './first-visit'

/** A route the bench times (Lighthouse, paint): the first-visit bytes are measured on every route (test/budget/routes.ts). */
export interface BenchRoute extends VisitRoute {
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
    name: '/gift-card-orders/$giftCardOrderId',
    path: 'gift-card-orders/2990',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: /^Keys/ }).waitFor(),
  },
  {
    name: '/account-orders/$accountOrderId',
    path: 'account-orders/1001',
    signedIn: true,
    ready: (page) => visible(page, '#account-order-title'),
  },
  {
    name: '/account-orders/$accountOrderId/accept-dispute',
    path: 'account-orders/1001/accept-dispute',
    signedIn: true,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: '/currency-offers/$currencyOfferId/other-offers',
    path: 'currency-offers/3001/other-offers',
    signedIn: true,
    ready: (page) => visible(page, 'table[aria-labelledby="offers-table-title"] tbody tr:not([aria-hidden])'),
  },
  {
    name: '/currency-offers/$currencyOfferId',
    path: 'currency-offers/3001',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'WoW EU gold, every realm' }).waitFor(),
  },
  {
    name: '/currency-offers/$currencyOfferId/orders',
    path: 'currency-offers/3001/orders',
    signedIn: true,
    ready: (page) => visible(page, 'table tbody tr'),
  },
  {
    name: '/currency-orders/$currencyOrderId',
    path: 'currency-orders/9018',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: /^Currency order 9018/ }).waitFor(),
  },
  {
    name: '/disputes/$disputeId',
    path: 'disputes/7005',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Dispute case 7005' }).waitFor(),
  },
  {
    name: '/disputes/$disputeId/accept',
    path: 'disputes/7005/accept',
    signedIn: true,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
]
