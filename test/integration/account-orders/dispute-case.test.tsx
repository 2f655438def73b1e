import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ACCEPTED_FORWARDED, ACCEPTED_REFUNDED, ALREADY_FORWARDED } from '../../../src/mocks/handlers/disputes'
import { store } from '../../../src/mocks/db'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { server } from '../../../src/mocks/node'
import { currentUrl } from '../../render'
import { openOrder, recordRequests, valueOf } from './helpers'

const ACCEPT_PATH = '/v2/order-disputes/7001/accept'

function acceptButton() {
  return screen.getByRole('button', { name: 'Accept dispute' })
}

function disputeRegion() {
  return screen.getByRole('region', { name: 'Dispute' })
}

const CANNOT_READ = /This server does not let the dashboard read dispute cases/

describe('the dispute case on the order page', () => {
  it('shows the case before the seller accepts: its state, deadlines counting down, events and its own page', async () => {
    const { user, router } = await openOrder('/account-orders/1001')
    const dispute = disputeRegion()
    await waitFor(() => expect(valueOf(dispute, 'Status')).toHaveTextContent('Waiting for seller'))
    expect(valueOf(dispute, 'Reason')).toHaveTextContent('Credentials not working')
    expect(valueOf(dispute, 'Buyer wants')).toHaveTextContent('Refund')
    expect(valueOf(dispute, 'Buyer’s note')).toHaveTextContent('Please refund me')
    expect(valueOf(dispute, 'Seller response due')).toHaveTextContent(/2\d h( \d+ min)? left/)
    expect(valueOf(dispute, 'Active deadline')).toHaveTextContent(/ left/)
    const events = within(dispute).getByRole('list', { name: 'Events of the case' })
    expect(events).toHaveTextContent(/Dispute created by frostbyte_eu.*Buyer message by frostbyte_eu/)
    // Locked from the moment it opened, as a live case may be: a fact, which holds nothing back.
    expect(valueOf(dispute, 'Locked since')).toHaveTextContent(/20\d\d/)
    expect(acceptButton()).toBeEnabled()
    await user.click(within(dispute).getByRole('link', { name: 'case 7001' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes/7001'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute case 7001' })).toBeVisible()
  })

  it('offers accept on a case under review, and shows the server refusing it beside the action, text kept', async () => {
    const order = [...store().accountOrders.values()].find((o) => o.dispute_case_id === 7007)
    const { user } = await openOrder(`/account-orders/${order?.id}`)
    const dispute = disputeRegion()
    await waitFor(() => expect(valueOf(dispute, 'Status')).toHaveTextContent('Under review'))
    expect(valueOf(dispute, 'Locked since')).toHaveTextContent(/3 days ago/)
    await user.click(acceptButton())
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Both skins are there.')
    await user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY_FORWARDED)
    expect(within(dialog).getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('Both skins are there.')
  })

  it.each([404, 405, 501] as const)(
    'falls back to accepting without the case when the server answers %i for it, and says why',
    async (status) => {
      server.use(...olderServerHandlers(status))
      const { user } = await openOrder('/account-orders/1001')
      const dispute = disputeRegion()
      expect(await within(dispute).findByText(CANNOT_READ)).toBeVisible()
      expect(within(dispute).queryByText('Status')).not.toBeInTheDocument()
      await user.click(acceptButton())
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept dispute' }))
      expect(await within(disputeRegion()).findByText(ACCEPTED_REFUNDED)).toBeVisible()
      expect(valueOf(disputeRegion(), 'Status')).toHaveTextContent('Closed')
    },
  )

  it('shows a failed read of the case with a retry, and still lets the seller accept', async () => {
    server.use(
      http.get('*/v2/order-disputes/:id', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), { once: true }),
    )
    const { user } = await openOrder('/account-orders/1001')
    const dispute = disputeRegion()
    const alert = await within(dispute).findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the dispute case')
    expect(acceptButton()).toBeEnabled()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(valueOf(disputeRegion(), 'Status')).toHaveTextContent('Waiting for seller'))
  })
})

describe('the accepted dispute case', () => {
  it('shows the accepted case, refreshes the order to refunded, and keeps the case after navigating away', async () => {
    const requests = recordRequests()
    const { user, router } = await openOrder('/account-orders/1001')
    const loads = requests.count('GET', '/v2/account-orders/1001')
    await user.click(acceptButton())
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Sorry, refunding now.')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Accept dispute' }))

    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1001'))
    expect(requests.count('POST', ACCEPT_PATH)).toBe(1)
    expect(JSON.parse(requests.seen.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
      message: 'Sorry, refunding now.',
    })
    const dispute = disputeRegion()
    expect(await within(dispute).findByText(ACCEPTED_REFUNDED)).toBeVisible()
    await waitFor(() => expect(within(dispute).getByRole('heading', { name: 'Dispute' })).toHaveFocus())
    expect(valueOf(dispute, 'Status')).toHaveTextContent('Closed')
    expect(valueOf(dispute, 'Outcome')).toHaveTextContent('Refunded')
    expect(valueOf(dispute, 'Closed')).toHaveTextContent(/now/)
    expect(valueOf(dispute, 'Seller response time')).toHaveTextContent('48 hours')

    const events = within(dispute).getByRole('list', { name: 'Events of the case' })
    const items = within(events)
      .getAllByRole('listitem', { name: undefined })
      .filter((li) => li.parentElement === events)
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent(/Dispute created by frostbyte_eu/)
    expect(items[0]).toHaveTextContent('Reason: Credentials not working')
    expect(items[2]).toHaveTextContent(/Seller accepted by EmberTrade/)
    expect(items[2]).toHaveTextContent('Message: Sorry, refunding now.')
    const links = within(events).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://images.example.com/disputes/7001/login-error.png',
      'https://images.example.com/disputes/7001/email-changed.png',
    ])
    links.forEach((a) => expect(a).toHaveAttribute('rel', 'noopener noreferrer'))
    expect(within(events).getByText(/1 evidence link is not shown/)).toBeVisible()

    // The order was fetched again and is now refunded.
    expect(requests.count('GET', '/v2/account-orders/1001')).toBe(loads + 1)
    const dates = screen.getByRole('region', { name: 'Dates' })
    expect(valueOf(dates, 'Refunded')).toHaveTextContent(/now/)
    expect(valueOf(screen.getByRole('region', { name: 'Order' }), 'Status')).toHaveTextContent('Refunded')
    expect(screen.queryByRole('button', { name: 'Accept dispute' })).not.toBeInTheDocument()

    await router.navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: 1003 } })
    await screen.findByRole('heading', { level: 1, name: /EUW Diamond/ })
    await router.navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: 1001 } })
    expect(await within(disputeRegion()).findByText(ACCEPTED_REFUNDED)).toBeVisible()
    expect(valueOf(disputeRegion(), 'Status')).toHaveTextContent('Closed')
    requests.stop()
  })

  it('shows a forwarded case with its running deadline, and the server refusing a second accept', async () => {
    const { user, router } = await openOrder('/account-orders/1002')
    await user.click(acceptButton())
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept dispute' }))
    const dispute = disputeRegion()
    expect(await within(dispute).findByText(ACCEPTED_FORWARDED)).toBeVisible()
    expect(valueOf(dispute, 'Status')).toHaveTextContent('Under review')
    expect(valueOf(dispute, 'Seller response due')).toHaveTextContent(/\d+ h( \d+ min)? left/)
    expect(valueOf(dispute, 'Active deadline')).toHaveTextContent('Not set')
    expect(valueOf(dispute, 'Locked since')).toHaveTextContent(/20\d\d/)
    expect(valueOf(dispute, 'Closed')).toHaveTextContent('Not yet')

    await router.navigate({ to: '/account-orders/$accountOrderId/accept-dispute', params: { accountOrderId: 1002 } })
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Again')
    await user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }))
    expect(await within(dialog).findByText(new RegExp(ALREADY_FORWARDED))).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('Again')
    expect(currentUrl(router)).toBe('/account-orders/1002/accept-dispute')
  })

  it('shows an expired deadline as expired, and the older single response time', async () => {
    const now = Math.floor(Date.now() / 1000)
    server.use(
      http.post('*/v2/order-disputes/:id/accept', () =>
        HttpResponse.json({
          data: {
            id: 7001,
            orderable_id: 1001,
            buyer_id: 6101,
            explanation: null,
            preferred_resolution_note: null,
            seller_response_due_at: now - 3600,
            buyer_response_due_at: now + 3 * 86400 + 120,
            active_due_at: now + 3 * 86400,
            is_active_deadline_expired: true,
            dispute_timing_hours: 48,
            locked_at: null,
            closed_at: null,
            created_at: now - 86400,
            updated_at: now,
            events: [],
          },
          message: null,
        }),
      ),
    )
    const { user } = await openOrder('/account-orders/1001/accept-dispute')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept dispute' }))
    const dispute = disputeRegion()
    expect(await within(dispute).findByText('You accepted the dispute.')).toBeVisible()
    expect(within(valueOf(dispute, 'Seller response due')).getByText('Expired')).toBeVisible()
    expect(within(valueOf(dispute, 'Active deadline')).getByText('Expired')).toBeVisible()
    expect(valueOf(dispute, 'Buyer response due')).toHaveTextContent(/3 d left/)
    expect(valueOf(dispute, 'Response time')).toHaveTextContent('48 hours')
    expect(within(dispute).queryByText('Status')).not.toBeInTheDocument()
    expect(within(dispute).getByText('No events yet.')).toBeVisible()
  })

  it('reads the case again when the server confirms an acceptance with 204 and no case', async () => {
    server.use(http.post('*/v2/order-disputes/:id/accept', () => new HttpResponse(null, { status: 204 })))
    const requests = recordRequests()
    const { user } = await openOrder('/account-orders/1001/accept-dispute')
    await waitFor(() => expect(requests.count('GET', '/v2/order-disputes/7001')).toBe(1))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept dispute' }))
    expect(await within(disputeRegion()).findByText('You accepted the dispute.')).toBeVisible()
    await waitFor(() => expect(requests.count('GET', '/v2/order-disputes/7001')).toBe(2))
    expect(valueOf(disputeRegion(), 'Status')).toBeVisible()
    requests.stop()
  })

  it('confirms an acceptance answered with 204 on a server that cannot read the case', async () => {
    server.use(
      ...olderServerHandlers(404),
      http.post('*/v2/order-disputes/:id/accept', () => new HttpResponse(null, { status: 204 })),
    )
    const { user } = await openOrder('/account-orders/1001/accept-dispute')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept dispute' }))
    expect(await within(disputeRegion()).findByText('You accepted the dispute.')).toBeVisible()
    expect(within(disputeRegion()).getByText(/confirmed the acceptance without sending the case/)).toBeVisible()
  })
})
