/*
 * Steps over the four list screens that any build can run (the demo's or the production build behind the
 * mock HTTP API): one declaration per list, and the round-trips every list must survive.
 */
import { expect, type Page } from '@playwright/test'

export interface ListCase {
  /** The table's accessible name, the page's heading and the navigation entry. */
  name: string
  path: string
  /** A page size small enough for the seed to fill a second page once filtered. */
  perPage: number
  status: { value: string; label: string }
  sort: { header: RegExp; key: string }
  /** The accessible name of the link that opens the record of a row, by its id. */
  rowLink: (id: string) => string
  /** Where that link leads. */
  detail: (id: string) => string
}

export const LISTS: readonly ListCase[] = [
  {
    name: 'Gift card orders',
    path: '/gift-card-orders',
    perPage: 15,
    status: { value: 'delivered', label: 'Delivered' },
    sort: { header: /^Price/, key: 'price' },
    rowLink: (id) => id,
    detail: (id) => `/gift-card-orders/${id}`,
  },
  {
    name: 'Account orders',
    path: '/account-orders',
    perPage: 5,
    status: { value: 'delivered', label: 'Delivered' },
    sort: { header: /^Price/, key: 'price' },
    rowLink: (id) => id,
    detail: (id) => `/account-orders/${id}`,
  },
  {
    name: 'Disputes',
    path: '/disputes',
    perPage: 2,
    status: { value: 'waiting_for_seller', label: 'Waiting for seller' },
    sort: { header: /^Case/, key: 'id' },
    rowLink: (id) => id,
    detail: (id) => `/disputes/${id}`,
  },
  {
    name: 'Currency offers',
    path: '/currency-offers',
    // Two of the seeded offers are active (one is listed, one a draft): one a page, so there is a page 2.
    perPage: 1,
    status: { value: 'active', label: 'Active' },
    sort: { header: /^Price/, key: 'price' },
    rowLink: (id) => `Competing offers for offer ${id}`,
    detail: (id) => `/currency-offers/${id}/other-offers`,
  },
]

/** A path and its query with the parameters in one order, so two addresses compare by what they say. */
function canonical(href: string): string {
  const url = new URL(href, 'http://x')
  return `${url.pathname}?${[...url.searchParams].map(([key, value]) => `${key}=${value}`).sort().join('&')}`
}

/** The page's address says what `path` says (its parameters in any order). */
export async function expectAt(page: Page, path: string) {
  await expect.poll(() => canonical(page.url())).toBe(canonical(path))
}

/** Nothing on the page is loading or showing a previous view. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** One column of the named table, top to bottom, once it is not showing a previous view. */
export async function shownColumn(page: Page, table: string, column = 0): Promise<string[]> {
  await settled(page)
  // Counted after the row's checkbox, on the lists that have one.
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((rows, at) => rows.map((row) => [...row.querySelectorAll('td:not(:has(> input[type=checkbox]))')][at]?.textContent ?? ''), column)
}

/** The total the list on screen tells (its range "1–15 of 40"), or 0 when it says it has nothing. */
export async function shownTotal(page: Page): Promise<number> {
  await settled(page)
  const range = page.getByText(/^[\d,.\s–]+ of [\d,.\s]+·/)
  const empty = page.getByRole('heading', { name: /^No / })
  await expect(range.or(empty).first()).toBeVisible()
  if (await empty.isVisible()) return 0
  return Number(/of ([\d,]+)/.exec((await range.textContent()) ?? '')![1]!.replace(/\D/g, ''))
}

interface View {
  url: string
  status: string
  ids: string[]
}

/**
 * Filter, sort and the next page, each a step in the URL; back and forward through all of them, with the
 * rows and the filter as they were; then a row's record and back to the same view.
 */
export async function roundTrip(page: Page, list: ListCase, open: (page: Page, path: string) => Promise<unknown>) {
  const { name, path, perPage, status, sort } = list
  const url = (...parts: string[]) => `${path}?${[...parts, perPage === 15 ? '' : `per_page=${perPage}`].join('&')}`
  const table = page.getByRole('table', { name, exact: true })
  const statusField = page.getByLabel('Status', { exact: true })
  const views: View[] = []
  const record = async (expected: string) => {
    await expectAt(page, expected)
    views.push({ url: expected, status: await statusField.inputValue(), ids: await shownColumn(page, name) })
  }

  await open(page, url())
  await record(url())
  await statusField.selectOption(status.value)
  await record(url(`status=${status.value}`))
  const statuses = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''))
  expect(statuses.every((text) => text.includes(status.label)), `${name}: only ${status.label}`).toBe(true)
  await page.getByRole('columnheader', { name: sort.header }).getByRole('button').click()
  await record(url(`status=${status.value}`, `sort=${sort.key}`))
  await expect(page.getByRole('columnheader', { name: sort.header })).toHaveAttribute('aria-sort', 'ascending')
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
  await record(url(`status=${status.value}`, `sort=${sort.key}`, 'page=2'))
  expect(views[3]!.ids.some((id) => views[2]!.ids.includes(id)), `${name}: page 2 is not page 1`).toBe(false)

  const expectView = async ({ url: at, status: value, ids }: View) => {
    await expectAt(page, at)
    await expect(statusField).toHaveValue(value)
    expect(await shownColumn(page, name), at).toEqual(ids)
  }
  for (const view of views.slice(0, -1).reverse()) {
    await page.goBack()
    await expectView(view)
  }
  for (const view of views.slice(1)) {
    await page.goForward()
    await expectView(view)
  }

  const id = views.at(-1)!.ids[0]!
  await table.getByRole('link', { name: list.rowLink(id), exact: true }).click()
  await expectAt(page, list.detail(id))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name)
  await page.goBack()
  await expectView(views.at(-1)!)
}

