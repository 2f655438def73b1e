import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { connectedTab, RELAY_KEY, relayEvent, serveRelay } from './relay'

const keyField = () => screen.getByLabelText('Access key')
const deliveries = () => screen.getByRole('region', { name: 'Deliveries' })

describe('the notifications page', () => {
  it('connects with the relay’s key, after a wrong one is refused with what was typed kept, and keeps it for this tab only', async () => {
    serveRelay()
    const { user } = await renderRoute('/notifications')
    await user.click(await screen.findByRole('button', { name: 'Connect' }))
    expect(keyField()).toHaveAccessibleDescription('Enter the relay’s access key (its RELAY_ACCESS_KEY).')

    await user.type(keyField(), 'wrong-key')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The relay did not accept the access key')
    expect(keyField()).toHaveValue('wrong-key')

    await user.clear(keyField())
    await user.type(keyField(), RELAY_KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('Connected. New events show in the inbox as they arrive.')).toBeInTheDocument()
    expect(sessionStorage.getItem('seller-dashboard.relay-key')).toBe(RELAY_KEY)
    expect(JSON.stringify({ ...localStorage })).not.toContain(RELAY_KEY)

    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByLabelText('Access key')).toBeInTheDocument()
    expect(sessionStorage.getItem('seller-dashboard.relay-key')).toBeNull()
  })

  it('says, while it reads the deliveries, that it does; then that there are none', async () => {
    const relay = serveRelay()
    connectedTab()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('*/relay/api/deliveries', async () => {
        await answered
        return HttpResponse.json({ deliveries: relay.deliveries })
      }, { once: true }),
    )
    await renderRoute('/notifications')
    expect(await screen.findByText('Reading the relay’s deliveries…')).toBeInTheDocument()
    answer()
    expect(await within(deliveries()).findByText('The relay has delivered nothing yet.')).toBeInTheDocument()
  })

  it('lists the recent deliveries, a test notice among them, and calls out the dead ones with their last error', async () => {
    const relay = serveRelay()
    relay.events.push(relayEvent(1))
    relay.deliveries.push(
      { id: 4, cursor: null, eventId: 'test:1764350200000', event: 'relay.test', title: 'Test notice from your relay', destination: 'push', target: 'https://fcm.googleapis.com', state: 'delivered', attempts: 1, lastError: null, updatedAt: 1764350200 },
      { id: 3, cursor: 1, eventId: 'evt_1', event: 'account.order.purchased', title: 'New account order #1001', destination: 'push', target: 'https://updates.push.services.mozilla.com', state: 'dead', attempts: 1, lastError: 'subscription gone (HTTP 410)', updatedAt: 1764350150 },
      { id: 2, cursor: 1, eventId: 'evt_1', event: 'account.order.purchased', title: 'New account order #1001', destination: 'discord', target: 'discord', state: 'dead', attempts: 8, lastError: 'HTTP 503', updatedAt: 1764350100 },
      { id: 1, cursor: 1, eventId: 'evt_1', event: 'account.order.purchased', title: 'New account order #1001', destination: 'push', target: 'https://fcm.googleapis.com', state: 'delivered', attempts: 1, lastError: null, updatedAt: 1764350001 },
    )
    connectedTab()
    await renderRoute('/notifications')
    const dead = await within(deliveries()).findByRole('table', { name: 'Dead deliveries' })
    expect(within(deliveries()).getByText('2 deliveries ended dead')).toBeInTheDocument()
    expect(within(dead).getAllByRole('row')).toHaveLength(3)
    expect(within(dead).getAllByRole('row')[1]).toHaveTextContent(/Push \(https:\/\/updates\.push\.services\.mozilla\.com\).*Dead: gave up.*subscription gone \(HTTP 410\)/)
    expect(within(dead).getAllByRole('row')[2]).toHaveTextContent(/Discord.*Dead: gave up.*8.*HTTP 503/)
    const recent = within(deliveries()).getByRole('table', { name: 'Recent deliveries, newest first' })
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent(/^Test notice from your relayPush \(https:\/\/fcm\.googleapis\.com\)Delivered1/)
    expect(within(recent).getAllByRole('row')[4]).toHaveTextContent(/Push \(https:\/\/fcm\.googleapis\.com\).*Delivered/)
  })

  it('shows the relay’s own words when it fails, and reads again on Refresh', async () => {
    serveRelay()
    connectedTab()
    server.use(http.get('*/relay/api/deliveries', () => HttpResponse.json({ message: 'database is locked' }, { status: 500 }), { once: true }))
    const { user } = await renderRoute('/notifications')
    expect(await within(deliveries()).findByRole('alert')).toHaveTextContent('database is locked (HTTP 500)')
    await user.click(within(deliveries()).getByRole('button', { name: 'Refresh' }))
    expect(await within(deliveries()).findByText('The relay has delivered nothing yet.')).toBeInTheDocument()

  })

  it('says a key the relay no longer takes is refused', async () => {
    serveRelay()
    sessionStorage.setItem('seller-dashboard.relay-key', 'an-old-key')
    await renderRoute('/notifications')
    expect(await within(await screen.findByRole('region', { name: 'Deliveries' })).findByRole('alert')).toHaveTextContent(
      'The relay did not accept the access key',
    )
  })

  it('says plainly when this browser cannot take notices, and asks for nothing', async () => {
    serveRelay()
    connectedTab()
    await renderRoute('/notifications')
    const device = await screen.findByRole('region', { name: 'This device' })
    expect(device).toHaveTextContent('This browser cannot receive push notices.')
    expect(within(device).queryByRole('button')).toBeNull()
  })
})
