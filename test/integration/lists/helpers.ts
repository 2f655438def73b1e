import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { server } from '../../../src/mocks/node'

const listeners: (() => void)[] = []
afterEach(() => {
  while (listeners.length) listeners.pop()?.()
})

/** The requests the app sends to `path` (e.g. `/v2/account-orders`), as URLs, from now on. */
export function recordRequests(path: string): URL[] {
  const urls: URL[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(path)) urls.push(url)
  }
  server.events.on('request:start', listener)
  listeners.push(() => server.events.removeListener('request:start', listener))
  return urls
}

/** A promise the test resolves when it wants a held response to go on. */
export function gate() {
  let open!: () => void
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

export const emptyPage = {
  data: [],
  meta: { current_page: 1, from: null, last_page: 1, per_page: 15, to: null, total: 0 },
  links: { first: null, last: null, prev: null, next: null },
}

/** The values of one column of the named table, top to bottom, once it is not showing a previous view. */
export async function shownColumn(tableName: string, column = 0): Promise<string[]> {
  const table = await screen.findByRole('table', { name: tableName })
  await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'))
  const rows = within(table).getAllByRole('row').slice(1)
  return rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '')
}
