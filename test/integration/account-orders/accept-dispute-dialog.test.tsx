import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { deferred, openOrder, recordRequests } from './helpers'

const ACCEPT_PATH = '/v2/order-disputes/7001/accept'

function acceptButton() {
  return screen.getByRole('button', { name: 'Accept dispute' })
}

function disputeRegion() {
  return screen.getByRole('region', { name: 'Dispute' })
}

describe('accept dispute dialog', () => {
  it('opens as a dialog at its own address, explaining what accepting does', async () => {
    const { user, router } = await openOrder('/account-orders/1001')
    expect(within(disputeRegion()).getByText(/opened a dispute on this order/)).toHaveTextContent('(case 7001)')
    await user.click(acceptButton())

    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    expect(currentUrl(router)).toBe('/account-orders/1001/accept-dispute')
    expect(dialog).toHaveTextContent('if the buyer asked for a refund, the order is refunded automatically')
    expect(dialog).toHaveTextContent('otherwise the case goes to the marketplace')
    expect(within(dialog).getByRole('textbox', { name: 'Message to buyer' })).toHaveFocus()
  })

  it('works when opened directly, over the order', async () => {
    await renderRoute('/account-orders/1001/accept-dispute')
    expect(await screen.findByRole('dialog', { name: 'Accept dispute' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Level 80 Undead Mage')
  })

  it('goes back to the order when the order has no dispute', async () => {
    const { router } = await renderRoute('/account-orders/1003/accept-dispute')
    await screen.findByRole('heading', { level: 1 })
    expect(currentUrl(router)).toBe('/account-orders/1003')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each([
    ['Escape', '{Escape}'],
    ['Cancel', null],
  ])('returns to the order with focus on the button after %s', async (_name, key) => {
    const requests = recordRequests()
    const { user, router } = await openOrder('/account-orders/1001')
    await user.click(acceptButton())
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    if (key) await user.keyboard(key)
    else await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(currentUrl(router)).toBe('/account-orders/1001')
    await waitFor(() => expect(acceptButton()).toHaveFocus())
    expect(requests.count('POST', ACCEPT_PATH)).toBe(0)
    requests.stop()
  })

  it('returns focus to the button also when the dialog was opened by its address', async () => {
    const { user, router } = await renderRoute('/account-orders/1001/accept-dispute')
    await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1001'))
    await waitFor(() => expect(acceptButton()).toHaveFocus())
  })

  it('counts the message in Unicode characters and blocks sending past 1200 without cutting it', async () => {
    const requests = recordRequests()
    const { user } = await openOrder('/account-orders/1001/accept-dispute')
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    const message = within(dialog).getByRole('textbox', { name: 'Message to buyer' }) as HTMLTextAreaElement
    expect(within(dialog).getByText('0 / 1200')).toBeVisible()
    await user.type(message, 'Sorry 🙏')
    expect(within(dialog).getByText('7 / 1200')).toBeVisible()

    await user.clear(message)
    await user.paste('🙏'.repeat(1201))
    expect(message.value).toBe('🙏'.repeat(1201))
    expect(
      within(dialog).getByText('The message can be at most 1200 characters; this is 1201. Remove 1 to save.'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }))
    expect(requests.count('POST', ACCEPT_PATH)).toBe(0)
    expect(message.value).toBe('🙏'.repeat(1201))
    requests.stop()
  })

  it('sends exactly one request however often the button is clicked', async () => {
    const hold = deferred()
    server.use(
      http.post('*/v2/order-disputes/:id/accept', async () => {
        await hold.promise
      }),
    )
    const requests = recordRequests()
    const { user } = await openOrder('/account-orders/1001/accept-dispute')
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    const confirm = within(dialog).getByRole('button', { name: 'Accept dispute' })
    await user.dblClick(confirm)
    await user.click(confirm)
    await waitFor(() => expect(confirm).toBeDisabled())
    hold.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.count('POST', ACCEPT_PATH)).toBe(1)
    requests.stop()
  })

  it('puts a 422 message error under the message field and keeps the text', async () => {
    server.use(
      http.post('*/v2/order-disputes/:id/accept', () =>
        HttpResponse.json(
          { message: 'Invalid.', errors: { message: 'The message contains a phone number.' } },
          { status: 422 },
        ),
      ),
    )
    const { user } = await openOrder('/account-orders/1001/accept-dispute')
    const dialog = await screen.findByRole('dialog')
    const message = within(dialog).getByRole('textbox', { name: 'Message to buyer' })
    await user.type(message, 'Call me: 555-0100')
    await user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }))
    expect(await within(dialog).findByText('The message contains a phone number.')).toBeVisible()
    expect(message).toHaveAttribute('aria-invalid', 'true')
    expect(message).toHaveValue('Call me: 555-0100')
  })

  it('keeps an unsent message when the dialog is closed and opened again', async () => {
    const { user } = await openOrder('/account-orders/1001')
    await user.click(acceptButton())
    let dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Half a thought')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(acceptButton()).toHaveFocus())
    await user.click(acceptButton())
    dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('Half a thought')
  })
})
