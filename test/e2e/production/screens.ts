import type { Locator, Page } from '@playwright/test'

/** A screen that loads from one GET: where it is, which request feeds it, and what it shows. */
export interface Screen {
  name: string
  path: string
  /** The scenario match for its request. */
  request: string
  /** The request's path, to count attempts in the log. */
  requestPath: RegExp
  /** The heading of its error message. */
  errorHeading: string
  /** Something only the loaded screen shows. */
  loaded: (page: Page) => Locator
  /** What a 404 shows. */
  notFound: (page: Page) => Locator
}

export const SCREENS: Screen[] = [
  {
    name: 'account order',
    path: '/account-orders/1003',
    request: 'GET /v2/account-orders/1003$',
    requestPath: /^\/v2\/account-orders\/1003$/,
    errorHeading: 'Could not load the account order',
    loaded: (page) => page.getByRole('heading', { level: 1, name: /EUW Diamond II/ }),
    notFound: (page) => page.getByText('There is no account order with the id “1003”'),
  },
  {
    name: 'gift card order list',
    path: '/gift-card-orders?status=delivered',
    request: 'GET /v2/gift-card-orders$',
    requestPath: /^\/v2\/gift-card-orders\?/,
    errorHeading: 'Could not load the gift card orders',
    loaded: (page) => page.getByRole('table', { name: 'Gift card orders' }),
    // A list endpoint that answers 404 is one this server does not have (an older server).
    notFound: (page) => page.getByRole('heading', { name: 'Not available on this server' }),
  },
  {
    name: 'gift card order',
    path: '/gift-card-orders/2801',
    request: 'GET /v2/gift-card-orders/2801$',
    requestPath: /^\/v2\/gift-card-orders\/2801$/,
    errorHeading: 'Could not load the order',
    loaded: (page) => page.getByRole('heading', { level: 2, name: /^Keys \(/ }),
    notFound: (page) => page.getByRole('heading', { name: 'Gift card order not found' }),
  },
  {
    name: 'competing offers',
    path: '/currency-offers/3001/other-offers',
    request: 'GET /v2/currency-offers/3001/other-offers$',
    requestPath: /^\/v2\/currency-offers\/3001\/other-offers$/,
    errorHeading: 'Could not load the competing offers',
    loaded: (page) => page.getByRole('table', { name: 'Competing offers' }),
    notFound: (page) => page.getByText('There is no currency offer with the id “3001”'),
  },
]
