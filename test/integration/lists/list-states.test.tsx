/*
 * The states every list screen shares, across the four lists: a failure quoting the request id, an answer
 * it cannot read, filters that match nothing, a page past the last, and a server without the list.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { emptyPage, shownColumn } from './helpers'

interface ListCase {
  name: string
  path: string
  api: string
  /** A filter of the list in the URL. */
  filter: string
  /** How many records the seed holds. */
  seeded: () => number
  /** Whether the live service has it beyond the spec's operations (an older server does not). */
  beyondSpec: boolean
}

const LISTS: ListCase[] = [
  {
    name: 'Gift card orders',
    path: '/gift-card-orders',
    api: '/v2/gift-card-orders',
    filter: 'status=refunded',
    seeded: () => store().giftCardOrders.size,
    beyondSpec: false,
  },
  {
    name: 'Account orders',
    path: '/account-orders',
    api: '/v2/account-orders',
    filter: 'status=refunded',
    seeded: () => store().accountOrders.size,
    beyondSpec: true,
  },
  {
    name: 'Disputes',
    path: '/disputes',
    api: '/v2/order-disputes',
    filter: 'status=closed',
    seeded: () => store().disputeCases.size,
    beyondSpec: true,
  },
  {
    name: 'Currency offers',
    path: '/currency-offers',
    api: '/v2/currency-offers',
    filter: 'status=paused',
    seeded: () => store().currencyOffers.size,
    beyondSpec: true,
  },
]

/** The page's own failure (the disputes page has a tile of its own that fails beside it). */
async function pageAlert(name: string) {
  const alerts = await screen.findAllByRole('alert')
  const alert = alerts.find((candidate) => candidate.textContent?.includes(`Could not load the ${name.toLowerCase()}`))
  expect(alert, `the alert of ${name}`).toBeDefined()
  return alert!
}

const navEntry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: new RegExp(`^${name}`) })

describe.each(LISTS)('$name list', ({ name, path, api, filter, seeded }) => {
  it.each([
    ['in the error body', { request_id: 'req-body-51' }, {}, 'req-body-51'],
    ['in a header', {}, { 'X-Request-Id': 'req-header-52' }, 'req-header-52'],
  ])('shows a failure with the request id %s, to quote to support', async (_, body, headers, requestId) => {
    server.use(http.get(`*${api}`, () => HttpResponse.json({ message: 'Database on fire', ...body }, { status: 500, headers })))
    await renderRoute(path)
    const alert = await pageAlert(name)
    expect(alert).toHaveTextContent('Database on fire')
    expect(alert).toHaveTextContent(`Quote this id to support: ${requestId}`)
    expect(within(alert).getByRole('button', { name: /Copy/ })).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument()
  })

  it('explains an answer it cannot read instead of a blank page', async () => {
    server.use(http.get(`*${api}`, () => HttpResponse.json({ data: { id: 'x' } })))
    await renderRoute(path)
    expect(await pageAlert(name)).toHaveTextContent('The server sent data this dashboard cannot read')
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument()
  })

  it('says when the filters match nothing, and clearing them keeps the page size', async () => {
    server.use(http.get(`*${api}`, () => HttpResponse.json(emptyPage)))
    const { user, router } = await renderRoute(`${path}?${filter}&per_page=25`)
    const heading = await screen.findByRole('heading', { name: /^No \w+ match these filters$/ })
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe(`${path}?per_page=25`))
    expect(await screen.findByRole('heading', { name: /^No .+ yet$|^No disputes$/ })).toBeInTheDocument()
  })

  it('shows the last page for a page past it, and puts it in the URL in its place', async () => {
    const lastPage = Math.ceil(seeded() / 5)
    const { router } = await renderRoute(`${path}?per_page=5&page=99`)
    await waitFor(() => expect(currentUrl(router)).toBe(`${path}?per_page=5&page=${lastPage}`))
    const rows = await shownColumn(name)
    expect(rows.length).toBe(seeded() - (lastPage - 1) * 5)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe.each(LISTS.filter((list) => list.beyondSpec))('$name list on an older server', ({ name, path }) => {
  it('marks its navigation entry, which still leads to the list that explains', async () => {
    server.use(...olderServerHandlers(404))
    await renderRoute(path)
    expect(await screen.findByRole('heading', { name: 'Not available on this server' })).toBeInTheDocument()
    await waitFor(() => expect(navEntry(name)).toHaveTextContent(`${name} Not available on this server`))
    expect(navEntry(name)).toHaveAttribute('href', path)
    expect(navEntry('Gift card orders')).toHaveTextContent(/^Gift card orders$/)
  })
})
