import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { offerRecord } from '../../unit/currency-offers/fixtures'
import { marketRecords, offersTable, sellerOrder, serveOffers } from '../currency-offers/fixtures'
import { findOrdersTable } from '../gift-card-orders/helpers'

function giftCardPage(data: unknown[]) {
  return {
    data,
    meta: { current_page: 1, from: 1, last_page: 1, per_page: 15, to: data.length, total: data.length },
    links: { first: null, last: null, prev: null, next: null },
  }
}

function serveAccountOrder(id: number, patch: Record<string, unknown>) {
  server.use(
    http.get(`*/v2/account-orders/${id}`, () => HttpResponse.json({ data: { ...store().accountOrders.get(id)!, ...patch } })),
  )
}

describe('records with fields that cannot be read', () => {
  it('a gift card list keeps every row, marks the broken cells, says how many, and counts a record with no id', async () => {
    const [first, second, third] = [...store().giftCardOrders.values()]
    server.use(
      http.get('*/v2/gift-card-orders', () =>
        HttpResponse.json(
          giftCardPage([
            first,
            { ...second, price_eur: 'N/A', buyer: null, status: 'on_hold' },
            { ...third, id: 'x-1' },
          ]),
        ),
      ),
    )
    const { user, history } = await renderRoute('/gift-card-orders')
    const table = await findOrdersTable()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([String(first!.id), String(second!.id)])

    const cells = within(rows[1]!).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('Unreadable value')
    expect(cells[5]).toHaveTextContent('Unreadable value')
    expect(cells[5]).toHaveTextContent(/\$[\d,]+\.\d\d/)
    expect(within(cells[6]!).getByText('On hold')).toBeVisible()
    expect(within(rows[0]!).queryByText('Unreadable value')).toBeNull()

    const raw = within(cells[5]!).getByText('"N/A"')
    expect(raw).not.toBeVisible()
    await user.click(within(cells[5]!).getByText('Unreadable value'))
    expect(raw).toBeVisible()
    // Opening the raw value does not open the order, as a click elsewhere on the row would.
    expect(history.location.pathname).toBe('/gift-card-orders')

    const note = screen.getByRole('note')
    expect(note).toHaveTextContent('2 fields could not be read and are marked.')
    expect(note).toHaveTextContent('1 record was left out: its id could not be read.')
  })

  it('an account order with a broken price still shows its credentials editor', async () => {
    serveAccountOrder(1003, { price: '12,50 €', price_usd: { amount: 'N/A' } })
    await renderRoute('/account-orders/1003')
    expect(await screen.findByRole('heading', { level: 1, name: 'EUW Diamond II, 150 champions, 80 skins' })).toBeVisible()
    const order = screen.getByRole('region', { name: 'Order' })
    expect(within(order).getAllByText('Unreadable value')).toHaveLength(2)
    expect(screen.getByText('2 fields could not be read and are marked.')).toBeVisible()
    expect(screen.getByRole('form', { name: 'Delivered account login' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Save credentials' })).toBeInTheDocument()
  })

  it('never shows the raw value of unreadable credentials', async () => {
    serveAccountOrder(1003, { credentials: { login: 'secret-login' } })
    await renderRoute('/account-orders/1003')
    expect(await screen.findByText(/The saved credentials could not be read/)).toBeVisible()
    expect(document.body).not.toHaveTextContent('secret-login')
  })

  it('disables accepting a dispute whose case id cannot be read, and says why', async () => {
    serveAccountOrder(1001, { dispute_case_id: 'case-7001' })
    await renderRoute('/account-orders/1001')
    const accept = await screen.findByRole('button', { name: 'Accept dispute' })
    expect(accept).toBeDisabled()
    expect(accept).toHaveAccessibleDescription('The dispute case id could not be read.')
  })

  it('an offers list with one broken price ranks the rest and lists the broken one apart', async () => {
    const broken = offerRecord(9, '0.01', 1, { seller: { id: 9, username: 'Echo' } })
    serveOffers([...marketRecords(), { ...broken, price_eur: 'N/A' as never }])
    await renderRoute('/currency-offers/3001/other-offers')
    expect(sellerOrder(await offersTable())).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta'])
    const unranked = await screen.findByRole('table', { name: 'Not ranked (1)' })
    expect(within(unranked).getByRole('rowheader', { name: '9' }).closest('tr')).toHaveTextContent('Echo')
    expect(within(unranked).getByText('Unreadable value')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('1 field could not be read and is marked.')
  })
})
