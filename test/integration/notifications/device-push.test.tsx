import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { connectedTab, serveRelay } from './relay'

const ENDPOINT = 'https://push.example.com/device-1'
const KEYS = { p256dh: 'BP-key', auth: 'auth-key' }

/** What jsdom lacks of a browser that takes push notices: permission, a push worker's registration, a subscription. */
function browserWithPush(answer: NotificationPermission) {
  let subscribed = false
  const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }), unsubscribe: async () => !(subscribed = false) }
  const registration = {
    active: { scriptURL: 'http://localhost:3000/sw.js' },
    installing: null,
    waiting: null,
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: async () => ((subscribed = true), subscription),
    },
  }
  const asked: string[] = []
  Object.assign(window, {
    PushManager: class {},
    Notification: Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: async () => (asked.push('asked'), answer),
    }),
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register: async () => registration },
  })
  return asked
}

beforeEach(() => connectedTab())
afterEach(() => {
  Reflect.deleteProperty(window, 'PushManager')
  Reflect.deleteProperty(window, 'Notification')
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('notices on this device', () => {
  it('asks for permission only on the press, sends one subscription with the chosen events and quiet hours, tests it and deletes it when turned off', async () => {
    const relay = serveRelay()
    const asked = browserWithPush('granted')
    const { user } = await renderRoute('/notifications')
    const device = await screen.findByRole('region', { name: 'This device' })
    expect(await within(device).findByText('Notifications are off for this device.')).toBeInTheDocument()
    expect(asked).toEqual([])

    await user.click(within(device).getByRole('checkbox', { name: 'New item order' }))
    await user.click(within(device).getByRole('checkbox', { name: 'Only disputes come through during quiet hours' }))
    await user.click(within(device).getByRole('button', { name: 'Turn on notifications on this device' }))
    expect(await within(device).findByText('Notifications are on for this device.')).toBeInTheDocument()
    expect(asked).toEqual(['asked'])
    expect(relay.subscriptions).toEqual([
      {
        endpoint: ENDPOINT,
        keys: KEYS,
        events: ['account.order.purchased', 'currency.order.purchased', 'gift_card.order.purchased', 'order.dispute.created', 'order.dispute.updated'],
        quietHours: { from: '22:00', to: '07:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      },
    ])

    await user.click(within(device).getByRole('button', { name: 'Send a test notice' }))
    expect(await within(device).findByText('The relay is sending a test notice to this device.')).toBeInTheDocument()
    expect(relay.tests).toEqual([ENDPOINT])
    const recent = await within(screen.getByRole('region', { name: 'Deliveries' })).findByRole('table', { name: 'Recent deliveries, newest first' })
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent(/^Test notice from your relayPush \(https:\/\/push\.example\.com\)Waiting0—/)

    await user.click(within(device).getByRole('button', { name: 'Turn off on this device' }))
    expect(await within(device).findByText('Notifications are off for this device.')).toBeInTheDocument()
    expect(relay.deleted).toEqual([ENDPOINT])
    expect(relay.subscriptions).toHaveLength(1)
  })

  it('sends nothing without at least one event, nor when the browser refuses notices, and says why', async () => {
    const relay = serveRelay()
    browserWithPush('denied')
    const { user } = await renderRoute('/notifications')
    const device = await screen.findByRole('region', { name: 'This device' })
    for (const box of await within(device).findAllByRole('checkbox', { name: /^New|moved$/ })) await user.click(box)
    await user.click(within(device).getByRole('button', { name: 'Turn on notifications on this device' }))
    expect(within(device).getByRole('group', { name: 'Tell this device of' })).toHaveAccessibleDescription(
      'Choose at least one event, or turn notifications off on this device.',
    )
    await user.click(within(device).getByRole('checkbox', { name: 'New dispute' }))
    await user.click(within(device).getByRole('button', { name: 'Turn on notifications on this device' }))
    expect(await within(device).findByRole('alert')).toHaveTextContent('This browser refused notices for the dashboard.')
    expect(relay.subscriptions).toEqual([])
  })

  it('on an iPhone that has not added the dashboard to its Home Screen, says how to first', async () => {
    serveRelay()
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' })
    try {
      await renderRoute('/notifications')
      const device = await screen.findByRole('region', { name: 'This device' })
      expect(device).toHaveTextContent('In Safari, tap the Share button, then “Add to Home Screen”.')
      expect(within(device).queryByRole('button')).toBeNull()
    } finally {
      Reflect.deleteProperty(navigator, 'userAgent')
    }
  })
})
