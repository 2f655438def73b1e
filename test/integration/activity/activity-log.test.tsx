import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearActivity, readActivity, recordActivity, type ActivityEntry } from '../../../src/lib/activity-log'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { revealCredentials } from '../account-orders/helpers'

const NEW_CREDENTIALS = 'Username: activity_test\nPassword: Very$ecret-42'

/** Everything this browser keeps: the activity database, localStorage and sessionStorage (token aside). */
async function everythingStored(): Promise<string> {
  const databases = await indexedDB.databases()
  const entries = await readActivity()
  return JSON.stringify({ databases, entries, local: { ...localStorage } })
}

async function saveCredentials() {
  const rendered = await renderRoute('/account-orders/1003')
  const { user } = rendered
  const field = await revealCredentials(user)
  await user.clear(field)
  await user.type(field, NEW_CREDENTIALS)
  await user.click(screen.getByRole('button', { name: 'Save credentials' }))
  return rendered
}

beforeEach(() => clearActivity())

describe('activity log page', () => {
  it('lists a saved credential with its request id, linked to its order, and keeps no secret', async () => {
    const { router, user } = await saveCredentials()
    await waitFor(async () => expect(await readActivity()).toHaveLength(1))

    await router.navigate({ to: '/activity' })
    const table = await screen.findByRole('table', { name: 'Activity, newest first' })
    const row = within(table).getAllByRole('row')[1]!
    expect(row).toHaveTextContent('Credentials saved')
    expect(row).toHaveTextContent('Succeeded')
    expect(within(row).getByText(/^req-/)).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Account order 1003' })).toHaveAttribute('href', '/account-orders/1003')

    const stored = await everythingStored()
    expect(stored).not.toContain('Very$ecret-42')
    expect(stored).not.toContain('activity_test')
    expect(stored).not.toContain('"demo"')

    // Clearing asks first.
    await user.click(screen.getByRole('button', { name: 'Clear…' }))
    await user.click(within(screen.getByRole('group', { name: 'Confirm clearing the log' })).getByRole('button', { name: 'Clear the log' }))
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument()
    expect(await readActivity()).toEqual([])
  })

  it('records a failed save with its status, message and request id, without the credentials', async () => {
    server.use(
      http.patch('*/v2/account-orders/:id/credentials', () =>
        HttpResponse.json({ message: 'Server trouble', request_id: 'req-failed-7' }, { status: 500 }),
      ),
    )
    await saveCredentials()
    await waitFor(async () => expect(await readActivity()).toHaveLength(1))
    const [entry] = await readActivity()
    expect(entry).toMatchObject({ action: 'Credentials saved', outcome: 'failed', status: 500, message: 'Server trouble', requestId: 'req-failed-7' })
    expect(await everythingStored()).not.toContain('Very$ecret-42')
  })

  it('records a failed load with its item', async () => {
    server.use(
      http.get('*/v2/gift-card-orders/:id', () => HttpResponse.json({ message: 'Down', request_id: 'req-load-1' }, { status: 503 })),
    )
    await renderRoute('/gift-card-orders/2001')
    await waitFor(async () => expect(await readActivity()).toHaveLength(1))
    const [entry] = await readActivity()
    expect(entry).toMatchObject({ itemType: 'gift-card-order', itemId: '2001', outcome: 'failed', status: 503, requestId: 'req-load-1' })
  })

  it('links each item the log names to its page, and leaves text that is no id unlinked', async () => {
    const logged = (at: number, itemType: string, itemId: string): ActivityEntry => ({
      at,
      action: 'Something',
      itemType,
      itemId,
      outcome: 'succeeded',
      status: null,
      message: null,
      requestId: null,
    })
    await recordActivity(logged(1, 'account-order', '1003'))
    await recordActivity(logged(2, 'dispute-case', '7001'))
    await recordActivity(logged(3, 'currency-offer', '3001'))
    await recordActivity(logged(4, 'gift-card-order', '../x'))
    await renderRoute('/activity')
    const table = await screen.findByRole('table', { name: 'Activity, newest first' })
    expect(within(table).getByText('Gift card order ../x')).not.toHaveAttribute('href')
    expect(within(table).getByRole('link', { name: 'Currency offer 3001' })).toHaveAttribute('href', '/currency-offers/3001')
    expect(within(table).getByRole('link', { name: 'Dispute case 7001' })).toHaveAttribute('href', '/disputes/7001')
    expect(within(table).getByRole('link', { name: 'Account order 1003' })).toHaveAttribute('href', '/account-orders/1003')
  })
})
