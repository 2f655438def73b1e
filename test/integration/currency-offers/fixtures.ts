import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../src/mocks/node'
import type { OtherOfferRecord } from '../../../src/mocks/types'
import { deliveryTime, offerRecord } from '../../unit/currency-offers/fixtures'

export const OFFERS_URL = '*/v2/currency-offers/:currencyOffer/other-offers'

/**
 * Four offers in four units. Per 1 Gold: Charlie 0.07 (0.7 per 10 Gold), Alpha 0.1, Bravo 0.2 (200.00 per
 * 1K Gold, out of stock), Delta 0.3 (300000.00 per 1M Gold). Median of the even count: (0.1 + 0.2) / 2 = 0.15.
 */
export function marketRecords(): OtherOfferRecord[] {
  return [
    offerRecord(1, '0.1', 1, {
      seller: { id: 1, username: 'Alpha' },
      stock: 100,
      min_quantity: 1,
      delivery_time: deliveryTime(15, 'minutes'),
      delivery_method_data: { method: 'face_to_face', location: 'Orgrimmar' },
    }),
    offerRecord(2, '200.00', 1000, {
      seller: { id: 2, username: 'Bravo' },
      price_usd: '216.00',
      stock: 0,
      min_quantity: 1,
      delivery_time: deliveryTime(5, 'minutes'),
      delivery_method_data: { method: 'mail' },
    }),
    offerRecord(3, '0.7', 10, {
      seller: { id: 3, username: 'Charlie' },
      stock: 50,
      min_quantity: 2,
      delivery_time: deliveryTime(6, 'hours'),
      delivery_method_data: [] as never[],
    }),
    offerRecord(4, '300000.00', 1_000_000, {
      seller: { id: 4, username: 'Delta' },
      stock: 5,
      min_quantity: 1,
      delivery_time: deliveryTime(2, 'days'),
      delivery_method_data: { method: 'trade', requires: ['character_name', 'server'] },
    }),
  ]
}

/** The API answers every other-offers request with these offers. */
export function serveOffers(records: OtherOfferRecord[]) {
  server.use(http.get(OFFERS_URL, () => HttpResponse.json({ data: records })))
}

export async function offersTable() {
  return screen.findByRole('table', { name: 'Competing offers' })
}

/** The sellers of the table's rows, top to bottom. */
export function sellerOrder(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

/** The cells of the row of one seller. */
export function rowOf(table: HTMLElement, seller: string): string[] {
  const header = within(table).getByRole('rowheader', { name: seller })
  const row = header.closest('tr') as HTMLElement
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '')
}

/** A figure of "Market at a glance" by its term. */
export function figure(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}
