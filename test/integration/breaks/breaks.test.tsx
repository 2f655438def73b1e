import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { BREAK_ALREADY_ON } from '../../../src/mocks/handlers/seller-breaks'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { recordRequests } from '../account-orders/helpers'

const START = '/v2/seller-breaks/start'

/** A break that started a minute ago and is on. */
function onNow() {
  const at = Math.floor(Date.now() / 1000) - 60
  return { id: 399, mode: 'disable_all' as const, comment: null, started_at: at, ended_at: null, created_at: at, updated_at: at }
}

async function openTakeBreak(url = '/') {
  const rendered = await renderRoute(url)
  await rendered.user.click(await screen.findByRole('button', { name: /^Shop:/ }))
  await rendered.user.click(await screen.findByRole('menuitem', { name: 'Take a break' }))
  const dialog = await screen.findByRole('dialog', { name: 'Take a break' })
  return { ...rendered, dialog }
}

describe('a break', () => {
  it('asks for the mode in words and a comment, sends one POST, and every page then shows the banner', async () => {
    const requests = recordRequests()
    const { user, dialog } = await openTakeBreak('/item-orders')
    expect(screen.queryByRole('status', { name: 'Break' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }))
    expect(within(dialog).getByText('Choose how the shop runs during the break.')).toBeVisible()
    expect(requests.count('POST', START)).toBe(0)
    await user.click(within(dialog).getByRole('radio', { name: /Manual delivery off, instant delivery stays/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Back on Monday.')
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const banner = await screen.findByRole('status', { name: 'Break' })
    expect(banner).toHaveTextContent(/You are on a break.*Manual delivery off, instant delivery stays, since/)
    expect(requests.count('POST', START)).toBe(1)
    expect(JSON.parse(requests.seen.find((request) => request.method === 'POST')!.body)).toEqual({
      mode: 'disable_manual_allow_instant',
      comment: 'Back on Monday.',
    })
    requests.stop()
  }, 30_000)

  it('lists the history at /breaks, the break that is on first', async () => {
    store().sellerBreaks.set(399, { ...onNow(), comment: 'Back on Monday.' })
    await renderRoute('/breaks')
    const table = await screen.findByRole('table', { name: 'Breaks' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5))
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/399.*Every offer off.*On now.*Back on Monday\./)
    expect(within(table).getAllByRole('row')[4]).toHaveTextContent(/301.*Every offer off.*Summer holiday/)
    expect(await screen.findByRole('status', { name: 'Break' })).toBeInTheDocument()
  })

  it('a comment over 5000 characters (counted in code points) is refused before sending, and kept', async () => {
    const requests = recordRequests()
    const { user, dialog } = await openTakeBreak()
    await user.click(within(dialog).getByRole('radio', { name: /Every offer off/ }))
    const box = within(dialog).getByRole('textbox', { name: 'Comment (optional)' })
    await user.click(box)
    await user.paste('😀'.repeat(5001))
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }))
    expect(within(dialog).getByText(/The comment can be at most 5000 characters; this is 5001/)).toBeVisible()
    expect(box).toHaveValue('😀'.repeat(5001))
    expect(requests.count('POST', START)).toBe(0)
    requests.stop()
  })

  it('shows the server’s refusal in its words and keeps the choice', async () => {
    server.use(http.post(`*${START}`, () => HttpResponse.json({ message: BREAK_ALREADY_ON }, { status: 409 })))
    const { user, dialog } = await openTakeBreak()
    await user.click(within(dialog).getByRole('radio', { name: /Everything on, with reservation/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BREAK_ALREADY_ON)
    expect(within(dialog).getByRole('radio', { name: /Everything on, with reservation/ })).toBeChecked()
  })

  it('an answer that never came: "may have been started", Check reads the break back, nothing is sent again', async () => {
    const requests = recordRequests()
    server.use(
      http.post(`*${START}`, () => {
        store().sellerBreaks.set(399, onNow())
        return HttpResponse.error()
      }),
    )
    const { user, dialog } = await openTakeBreak()
    await user.click(within(dialog).getByRole('radio', { name: /Every offer off/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }))
    expect(await within(dialog).findByText('The break may have been started.')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Start the break' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }))
    expect(await within(dialog).findByText('Started: the marketplace shows your break.')).toBeVisible()
    expect(requests.count('POST', START)).toBe(1)
    requests.stop()
  })

  it('ends a break; a server without the assumed endpoint is said plainly, with the marketplace’s site', async () => {
    store().sellerBreaks.set(399, onNow())
    server.use(http.post('*/v2/seller-breaks/399/end', () => HttpResponse.json({ message: 'Method not allowed.' }, { status: 405 })))
    const { user } = await renderRoute('/')
    const banner = await screen.findByRole('status', { name: 'Break' })
    expect(banner).toHaveTextContent('Every offer off, since')
    await user.click(within(banner).getByRole('button', { name: 'End the break' }))
    const dialog = await screen.findByRole('dialog', { name: 'End the break?' })
    await user.click(within(dialog).getByRole('button', { name: 'End the break' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('This server does not let the dashboard do this')
    expect(within(alert).getByRole('link', { name: 'gameboost.com' })).toHaveAttribute('href', 'https://gameboost.com')
    server.resetHandlers()
    await user.click(within(dialog).getByRole('button', { name: 'End the break' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Break' })).toBeNull())
  })

  it('on a server without breaks, every page goes on without a banner or an error', async () => {
    server.use(http.get('*/v2/seller-breaks', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })))
    const requests = recordRequests()
    await renderRoute('/item-orders')
    await screen.findByRole('table', { name: 'Item orders' })
    await waitFor(() => expect(requests.seen.some((request) => request.path === '/v2/seller-breaks')).toBe(true))
    expect(screen.queryByRole('status', { name: 'Break' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    requests.stop()
  })
})
