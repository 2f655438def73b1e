import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../src/components/ui/toast-store'
import { alertPolling } from '../../../src/features/alerts/queries'
import { openNewDispute } from '../../../src/mocks/live-events'
import { currentUrl, renderRoute } from '../../render'
import { recordRequests } from '../lists/helpers'

const notifications = () => screen.getByRole('status', { name: 'Notifications' })
const toggle = () => screen.getByRole('button', { name: 'Alerts for new disputes and orders' })

/** A desktop notification as the browser gives it, recorded; jsdom has none. */
class FakeNotification {
  static permission: NotificationPermission = 'granted'
  static shown: FakeNotification[] = []
  static requestPermission = () => Promise.resolve(FakeNotification.permission)
  onclick: (() => void) | null = null
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this)
  }
  close() {}
}

beforeEach(() => {
  alertPolling.intervalMs = 100
  FakeNotification.shown = []
  Object.assign(window, { Notification: FakeNotification })
  // jsdom cannot focus a window; a notification's click asks for it.
  vi.spyOn(window, 'focus').mockImplementation(() => undefined)
})
afterEach(() => {
  alertPolling.intervalMs = 60_000
  Reflect.deleteProperty(window, 'Notification')
  act(() => toast.clear())
  localStorage.clear()
  document.title = ''
})

describe('alerts', () => {
  it('are off until turned on, and then tell once about a dispute that arrives', async () => {
    const polls = recordRequests('/v2/order-disputes')
    const { user, router } = await renderRoute('/')
    expect(toggle()).toHaveAttribute('aria-pressed', 'false')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(polls.filter((url) => url.searchParams.get('per_page') === '10')).toEqual([])

    await user.click(toggle())
    expect(toggle()).toHaveAttribute('aria-pressed', 'true')
    expect(await within(notifications()).findByText('Alerts on')).toBeInTheDocument()
    // The first poll records what exists and says nothing.
    // The polling's code loads when alerts are turned on: slow on a busy machine.
    await waitFor(() => expect(polls.filter((url) => url.searchParams.get('per_page') === '10').length).toBeGreaterThan(1), {
      timeout: 5000,
    })
    expect(within(notifications()).queryByText(/new dispute/)).not.toBeInTheDocument()
    const poll = polls.find((url) => url.searchParams.get('per_page') === '10')!
    expect(Object.fromEntries(poll.searchParams)).toMatchObject({ 'filter[status]': 'waiting_for_seller', sort: '-created_at' })

    const id = openNewDispute()!
    expect(await within(notifications()).findByText('A new dispute waits for you')).toBeInTheDocument()
    expect(notifications()).toHaveTextContent(`Case ${id}`)
    expect(document.title).toBe('(1) Seller Dashboard')
    expect(FakeNotification.shown.map((shown) => [shown.title, shown.options.body])).toEqual([
      ['A new dispute waits for you', `Case ${id}`],
    ])

    // Later polls see the same case: no second alert.
    const count = polls.length
    await waitFor(() => expect(polls.length).toBeGreaterThan(count + 2))
    expect(within(notifications()).getAllByText('A new dispute waits for you')).toHaveLength(1)
    expect(FakeNotification.shown).toHaveLength(1)

    act(() => FakeNotification.shown[0]!.onclick?.())
    await waitFor(() => expect(currentUrl(router)).toBe(`/disputes/${id}`))
    act(() => window.dispatchEvent(new Event('focus')))
    expect(document.title).toBe('Seller Dashboard')
  })

  it('stay on after a reload, and tell about a dispute that came while the tab was closed', async () => {
    const first = await renderRoute('/')
    await first.user.click(toggle())
    await waitFor(() => expect(localStorage.getItem('seller-dashboard.alerts.seen.dispute')).not.toBeNull(), {
      timeout: 5000,
    })
    first.unmount()
    act(() => toast.clear())
    const id = openNewDispute()!

    await renderRoute('/')
    expect(toggle()).toHaveAttribute('aria-pressed', 'true')
    expect(await within(notifications()).findByText('A new dispute waits for you')).toBeInTheDocument()
    expect(notifications()).toHaveTextContent(`Case ${id}`)
  })
})
