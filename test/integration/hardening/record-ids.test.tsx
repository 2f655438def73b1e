import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

const BAD_IDS = ['abc', '01', '1e3', '0']

/** Each record route, the API path it reads, and what its not-found page says about the address's id. */
const RECORD_ROUTES = [
  { path: (id: string) => `/account-orders/${id}`, api: '/v2/account-orders/', says: (id: string) => `no account order with the id “${id}”` },
  { path: (id: string) => `/account-orders/${id}/accept-dispute`, api: '/v2/account-orders/', says: (id: string) => `no account order with the id “${id}”` },
  { path: (id: string) => `/disputes/${id}`, api: '/v2/order-disputes/', says: (id: string) => `“${id}” is not the id of a dispute case.` },
  { path: (id: string) => `/disputes/${id}/accept`, api: '/v2/order-disputes/', says: (id: string) => `“${id}” is not the id of a dispute case.` },
  { path: (id: string) => `/currency-offers/${id}/other-offers`, api: '/v2/currency-offers/', says: (id: string) => `no currency offer with the id “${id}”` },
  { path: (id: string) => `/gift-card-orders/${id}`, api: '/v2/gift-card-orders/', says: () => 'There is no gift card order with this id' },
]

let requested: string[] = []
const listen = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname)
beforeEach(() => {
  requested = []
  server.events.on('request:start', listen)
})
afterEach(() => server.events.removeListener('request:start', listen))

describe('record addresses', () => {
  it.each(RECORD_ROUTES.flatMap((route) => BAD_IDS.map((id) => [route.path(id), route, id] as const)))(
    '%s is not found, without asking the API',
    async (url, route, id) => {
      await renderRoute(url)
      expect(await screen.findByText(new RegExp(route.says(id)))).toBeVisible()
      expect(screen.getByRole('heading', { level: 1, name: /not found/ })).toBeVisible()
      expect(requested.filter((path) => path.startsWith(route.api))).toEqual([])
    },
  )

  it('gives the page and its dialog the id as a number, and links spell it as the address does', async () => {
    const { router } = await renderRoute('/account-orders/1002/accept-dispute')
    expect(await screen.findByRole('dialog', { name: 'Accept dispute' })).toBeVisible()
    const ids = router.state.matches.map((match) => (match.params as { accountOrderId?: unknown }).accountOrderId)
    expect(requested).toContain('/v2/account-orders/1002')
    expect(ids.at(-1)).toBe(1002)
    expect(ids.at(-2)).toBe(1002)
    const link = router.buildLocation({ to: '/disputes/$disputeId/accept', params: { disputeId: 7001 } })
    expect(link.href).toBe('/disputes/7001/accept')
  })
})
