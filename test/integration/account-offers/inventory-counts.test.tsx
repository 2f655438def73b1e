import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

const TABLE = 'Account offers'
const INVENTORY = /\/v2\/account-offers\/(\d+)\/credentials$/

/** The "In stock" cell of the offer's row in the list. */
async function stockCell(offerId: number) {
  const table = await screen.findByRole('table', { name: TABLE })
  const column = within(table).getAllByRole('columnheader').findIndex((header) => header.textContent === 'In stock')
  const row = within(table).getByRole('link', { name: String(offerId) }).closest('tr')!
  return within(row).getAllByRole('cell')[column]!
}

const stopWatching: (() => void)[] = []
afterEach(() => stopWatching.splice(0).forEach((stop) => stop()))

/** The inventory reads the app sends, and the most of them on their way at once. */
function watchInventoryReads() {
  const reads: URL[] = []
  const open = new Set<string>()
  let most = 0
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    const url = new URL(request.url)
    if (!INVENTORY.test(url.pathname)) return
    reads.push(url)
    open.add(requestId)
    most = Math.max(most, open.size)
  }
  const answered = ({ requestId }: { requestId: string }) => open.delete(requestId)
  server.events.on('request:start', started)
  server.events.on('response:mocked', answered)
  stopWatching.push(() => {
    server.events.removeListener('request:start', started)
    server.events.removeListener('response:mocked', answered)
  })
  return { reads, most: () => most }
}

describe('the credentials in stock of account offers', () => {
  it('in the list: each row’s count from one small read of its inventory, at most 4 at a time; "—" with why when it cannot be known', async () => {
    server.use(http.get('*/v2/account-offers/40104/credentials', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    const watch = watchInventoryReads()
    await renderRoute('/account-offers')

    // 6 unsold and 2 sold: the sold ones are not counted.
    await waitFor(async () => expect(await stockCell(40056)).toHaveTextContent(/^6$/))
    expect(await stockCell(40007)).toHaveTextContent(/^3$/)
    // Delivered by hand: the offer has no inventory (404).
    await waitFor(async () => expect(within(await stockCell(40035)).getByTitle(/has no credentials inventory/)).toHaveTextContent('—'))
    const failed = within(await stockCell(40104)).getByTitle(/^The inventory could not be read/)
    expect(failed).toHaveTextContent('—')
    expect(screen.getByRole('table', { name: TABLE })).not.toHaveTextContent(/No inventory/)

    // One read per offer shown, of one unsold credential, reading only the total; never more than 4 at once.
    expect(new Set(watch.reads.map((url) => url.pathname)).size).toBe(12)
    expect(watch.reads).toHaveLength(12)
    for (const url of watch.reads) expect(Object.fromEntries(url.searchParams)).toEqual({ 'filter[is_sold]': '0', per_page: '1' })
    expect(watch.most()).toBe(4)
    expect(screen.getByRole('table', { name: TABLE })).not.toHaveTextContent(/Moonfire|Owl/)
  })

  it('on the offer’s page: counted from the inventory it shows, with no second read', async () => {
    const watch = watchInventoryReads()
    await renderRoute('/account-offers/40056')
    const facts = await screen.findByRole('region', { name: 'The offer' })
    const inventory = await screen.findByRole('region', { name: 'Credentials inventory' })
    await within(inventory).findByText('6 in stock, 2 sold.', { exact: false })
    const count = within(facts).getByText('Credentials in stock').nextElementSibling!
    expect(count).toHaveTextContent(/^6$/)
    expect(watch.reads).toHaveLength(1)
  })

  it('on the page of an offer without an inventory: "—" with why, not "No inventory"', async () => {
    await renderRoute('/account-offers/40035')
    const facts = await screen.findByRole('region', { name: 'The offer' })
    const count = within(facts).getByText('Credentials in stock').nextElementSibling!
    await waitFor(() => expect(within(count as HTMLElement).getByTitle(/has no credentials inventory/)).toHaveTextContent('—'))
    expect(facts).not.toHaveTextContent(/No inventory/)
  })
})
