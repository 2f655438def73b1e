import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { emptyPage, gate, recordRequests, shownColumn } from './helpers'

const TABLE = 'Currency offers'
const PATH = '/v2/currency-offers'

const ownOffers = () => [...store().currencyOffers.values()]

describe('currency offers list', () => {
  it('lists the seller’s own offers, each leading to its competing offers', async () => {
    const { user, router } = await renderRoute('/currency-offers')
    const ids = (await shownColumn(TABLE, 1)).map(Number)
    expect(new Set(ids)).toEqual(new Set(ownOffers().map((offer) => offer.id)))
    const table = screen.getByRole('table', { name: TABLE })
    const link = within(table).getByRole('link', { name: 'Competing offers for offer 3001' })
    expect(link).toHaveAttribute('href', '/currency-offers/3001/other-offers')
    await user.click(link)
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers/3001/other-offers'))
    expect(
      await screen.findByRole('heading', { name: /Competing offers for your offer 3001/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('filters by status and sorts by price, in the URL, with back and forward', async () => {
    const requests = recordRequests(PATH)
    const { user, router } = await renderRoute('/currency-offers')
    await shownColumn(TABLE)
    await user.selectOptions(screen.getByLabelText('Status'), 'active')
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers?status=active'))
    const active = ownOffers().filter((offer) => offer.status === 'active')
    expect((await shownColumn(TABLE, 1)).map(Number).sort()).toEqual(active.map((offer) => offer.id).sort())

    await user.click(screen.getByRole('button', { name: /^Price/ }))
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers?status=active&sort=price'))
    expect(requests.at(-1)!.searchParams.get('sort')).toBe('price')
    expect(requests.at(-1)!.searchParams.get('filter[status]')).toBe('active')

    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers?status=active'))
    router.history.back()
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers'))
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })

  it('shows a loading skeleton, then the offers', async () => {
    const hold = gate()
    server.use(
      http.get(`*${PATH}`, async () => {
        await hold.promise
      }),
    )
    const { user } = await renderRoute('/')
    await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Currency offers' }))
    expect(await screen.findByText('Loading currency offers…')).toBeInTheDocument()
    hold.open()
    await screen.findByRole('table', { name: TABLE })
  })

  it('says when there are no offers', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json(emptyPage)))
    await renderRoute('/currency-offers')
    expect(await screen.findByRole('heading', { name: 'No currency offers yet' })).toBeInTheDocument()
  })

  it('says when no offer matches the filters', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json(emptyPage)))
    await renderRoute('/currency-offers?status=paused')
    expect(await screen.findByRole('heading', { name: 'No offers match these filters' })).toBeInTheDocument()
  })

  it('shows an error with a retry', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ message: 'Upstream down' }, { status: 503 }), { once: true }))
    const { user } = await renderRoute('/currency-offers')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the currency offers')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument()
  })

  it('drops bad values from the URL', async () => {
    const requests = recordRequests(PATH)
    const { router } = await renderRoute('/currency-offers?status=sold&sort=-title&per_page=0&page=x')
    await screen.findByRole('table', { name: TABLE })
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ sort: '-updated_at', per_page: '15', page: '1' })
    await waitFor(() => expect(currentUrl(router)).toBe('/currency-offers'))
  })

  it('says "Not available on this server" on an older server, and the competing offers still open by id', async () => {
    server.use(...olderServerHandlers(404))
    await renderRoute('/currency-offers')
    expect(await screen.findByRole('heading', { name: 'Not available on this server' })).toBeInTheDocument()
    expect(screen.getByText(/competing offers of one of your offers: type its id in Search/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('the seller’s own offer on the competing offers page', () => {
  it('shows its current price and its rank without typing it in', async () => {
    await renderRoute('/currency-offers/3001/other-offers')
    const own = await screen.findByRole('region', { name: 'Your offer now' })
    const offer = store().currencyOffers.get(3001)!
    expect(await within(own).findByText(/^Rank \d+ of 37 \(you and 36 competitors\)/)).toBeInTheDocument()
    expect(own).toHaveTextContent(offer.currency_unit.name)
    expect(own).toHaveTextContent(offer.title)
    // The price helper stays, for what-if prices.
    expect(screen.getByRole('region', { name: 'Price helper' })).toBeInTheDocument()
  })

  it('leaves the rest of the page working when the server cannot tell the own offer', async () => {
    server.use(...olderServerHandlers(404))
    await renderRoute('/currency-offers/3001/other-offers')
    const own = await screen.findByRole('region', { name: 'Your offer now' })
    expect(await within(own).findByText(/does not tell your own offer’s price/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Price helper' })).toBeInTheDocument()
  })
})
