import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openNewDispute } from '../../../src/mocks/live-events'
import { renderRoute } from '../../render'
import { connectedTab, relayEvent, serveRelay } from './relay'

const bell = (count: string) => screen.findByRole('link', { name: `Inbox, ${count}` })

describe('the inbox', () => {
  it('lists the relay’s events newest first, each with its kind and a link to its record, and keeps no event text', async () => {
    const relay = serveRelay()
    relay.events.push(
      relayEvent(1),
      relayEvent(2, { event: 'order.dispute.created', title: 'New dispute on order #1001', body: 'Wrong rank', record: { type: 'dispute', id: 77 }, path: '/disputes/77', payload: { credentials: 'leaked-Secret' } }),
      relayEvent(3, { event: 'some.new.event', title: 'Something new', body: null, record: null, path: null }),
    )
    connectedTab()
    await renderRoute('/inbox')
    const table = await screen.findByRole('table', { name: 'Events, newest first' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^some\.new\.eventSomething new.*No record named$/),
      expect.stringMatching(/^New disputeNew dispute on order #1001Wrong rank.*Dispute 77$/),
      expect.stringMatching(/^New account orderNew account order #1001Valorant account · 12\.50 EUR.*Account order 1001$/),
    ])
    expect(within(rows[1]!).getByRole('link', { name: 'Dispute 77' })).toHaveAttribute('href', '/disputes/77')
    expect(within(rows[2]!).getByRole('link', { name: 'Account order 1001' })).toHaveAttribute('href', '/account-orders/1001')
    expect(document.body).not.toHaveTextContent('leaked-Secret')
    const stored = JSON.stringify({ ...localStorage })
    expect(stored).not.toContain('New dispute')
    expect(stored).not.toContain('Valorant')
  })

  it('reads the relay’s newest 200 in one request, and follows the stream from the newest', async () => {
    const relay = serveRelay()
    relay.events.push(...Array.from({ length: 260 }, (_, index) => relayEvent(index + 1)))
    connectedTab()
    await renderRoute('/inbox')
    const table = await screen.findByRole('table', { name: 'Events, newest first' })
    const rows = () => within(table).getAllByRole('row').slice(1)
    expect(rows()).toHaveLength(200)
    expect(rows()[0]).toHaveTextContent('New account order #1260')
    expect(rows()[199]).toHaveTextContent('New account order #1061')
    await screen.findByText('Live')
    expect(relay.eventReads).toEqual(['latest=200', 'stream after=260'])
    act(() => relay.send(relayEvent(261)))
    expect(await within(table).findByText('New account order #1261')).toBeInTheDocument()
    expect(rows()).toHaveLength(200)
    expect(within(table).queryByText('New account order #1061')).toBeNull()
  })

  it('asks to connect first when this tab has no relay, and loads no stream', async () => {
    await renderRoute('/inbox')
    expect(await screen.findByRole('heading', { name: 'Not connected to a relay' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Connect to your relay' })).toHaveAttribute('href', '/notifications')
    expect(screen.queryByRole('link', { name: /^Inbox,/ })).toBeNull()
  })

  it('counts on the bell what arrives live, adds it to the list without a reload, and starts again once seen', async () => {
    const relay = serveRelay()
    relay.events.push(relayEvent(1))
    connectedTab()
    const { user } = await renderRoute('/')
    await bell('nothing new')
    expect(await screen.findByText('Live')).toBeInTheDocument()

    act(() => relay.send(relayEvent(2, { title: 'New account order #1002' })))
    act(() => relay.send(relayEvent(3, { event: 'order.dispute.created', title: 'New dispute', record: { type: 'dispute', id: 9 } })))
    await user.click(await bell('2 new'))

    const table = await screen.findByRole('table', { name: 'Events, newest first' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(await bell('nothing new')).toBeInTheDocument()
    act(() => relay.send(relayEvent(4, { title: 'New account order #1004' })))
    expect(await within(table).findByText('New account order #1004')).toBeInTheDocument()
  })

  it('shows a new dispute in the open list as soon as its event arrives, without a reload', async () => {
    const relay = serveRelay()
    connectedTab()
    await renderRoute('/disputes')
    await screen.findByText('Live')
    const table = await screen.findByRole('table')
    const before = within(table).getAllByRole('row').length
    const id = openNewDispute()!
    act(() => relay.send(relayEvent(1, { event: 'order.dispute.created', title: 'New dispute', record: { type: 'dispute', id } })))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(before + 1))
  })
})
