import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { giftCardKeysOf, store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { allOrders, expectedOrder, findOrdersTable, gate, recordListRequests } from './helpers'

let files: { blob: Blob; name: string }[]

const { createObjectURL, revokeObjectURL } = URL

beforeEach(() => {
  files = []
  // jsdom has no downloads: catch the file where the browser would save it.
  let lastBlob: Blob | null = null
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob
    return 'blob:test'
  }
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ blob: lastBlob, name: this.download })
  })
})

afterEach(() => {
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
})

async function csvLines(): Promise<string[]> {
  await waitFor(() => expect(files).toHaveLength(1))
  const text = await files[0]!.blob.text()
  return text.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1)
}

describe('CSV export', () => {
  it('downloads every order that matches the filters, across all pages, in the list order', async () => {
    const delivered = allOrders().filter((order) => order.status === 'delivered')
    expect(delivered.length).toBeGreaterThan(50)
    const { user } = await renderRoute('/gift-card-orders?status=delivered&sort=price')
    await findOrdersTable()
    const requests = recordListRequests()

    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    const lines = await csvLines()
    expect(files[0]!.name).toMatch(/^gift-card-orders-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await screen.findByText(`Downloaded ${delivered.length} orders.`)).toBeInTheDocument()

    expect(lines[0]).toBe(
      'id,title,status,buyer_id,buyer_username,gift_card_id,gift_card_offer_id,region_id,brand_id,face_value_amount,' +
        'face_value_unit,quantity,unit_price_eur,unit_price_usd,price_eur,price_usd,created_at,updated_at,completed_at,refunded_at',
    )
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(expectedOrder(delivered, 'price'))

    const pages = requests.map((url) => Object.fromEntries(url.searchParams))
    expect(pages).toEqual(
      Array.from({ length: Math.ceil(delivered.length / 50) }, (_, index) => ({
        'filter[status]': 'delivered',
        sort: 'price',
        per_page: '50',
        page: String(index + 1),
      })),
    )
  })

  it('writes money as decimal strings, dates in ISO 8601 UTC, and never a key', async () => {
    const order = store().giftCardOrders.get(2999)!
    const { user } = await renderRoute('/gift-card-orders?search=2999')
    await findOrdersTable()
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    const [, line] = await csvLines()
    const cells = line!.split(',')
    expect(cells[0]).toBe('2999')
    expect(cells[11]).toBe('1000')
    expect(cells.slice(12, 16)).toEqual([order.unit_price_eur, order.unit_price_usd, order.price_eur, order.price_usd])
    expect(cells[16]).toBe(new Date(order.created_at * 1000).toISOString())
    expect(cells[18]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/)
    expect(cells[19]).toBe('')
    const text = await files[0]!.blob.text()
    for (const key of giftCardKeysOf(order)) expect(text).not.toContain(key.key)
  })

  it('quotes text with commas, quotes and line breaks, and defuses formulas', async () => {
    const order = store().giftCardOrders.get(2999)!
    order.title = 'Steam, "Gift"\nCard'
    order.buyer = { ...order.buyer, username: '=HYPERLINK("http://evil")' }
    const { user } = await renderRoute('/gift-card-orders?search=2999')
    await findOrdersTable()
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    const text = await files[0]!.blob.text()
    expect(text).toContain('"Steam, ""Gift""\nCard"')
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",`)
  })

  it('shows progress and can be cancelled, leaving no file', async () => {
    const hold = gate()
    server.use(
      http.get('*/v2/gift-card-orders', async ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('per_page') === '50' && params.get('page') === '2') await hold.promise
      }),
    )
    const { user } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))

    const progress = await screen.findByRole('progressbar', { name: 'Download progress' })
    expect(progress).toHaveAttribute('max', '4')
    expect(progress).toHaveAttribute('value', '1')
    expect(screen.getByText('50 of 200 orders')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel download' }))
    expect(await screen.findByText('Download cancelled.')).toBeInTheDocument()
    hold.open()
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(files).toHaveLength(0)
  })

  it('says why a download failed', async () => {
    server.use(
      http.get('*/v2/gift-card-orders', ({ request }) => {
        if (new URL(request.url).searchParams.get('per_page') === '50') {
          return new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429 })
        }
      }),
    )
    const { user } = await renderRoute('/gift-card-orders')
    await findOrdersTable()
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    const status = await screen.findByText(/The download failed/)
    expect(status).toHaveTextContent('Too many requests')
    expect(files).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled()
  })
})
