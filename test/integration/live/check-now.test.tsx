import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { olderServerHandlers } from '../../../src/mocks/handlers/older-server'
import { openOrder, recordRequests, revealCredentials } from '../account-orders/helpers'

const TYPED = 'Username: mia_diamond_euw\nPassword: N3w-Pass'
const PATCH_PATH = '/v2/account-orders/1003/credentials'
const ACCEPT_PATH = '/v2/order-disputes/7001/accept'

/** The connection drops after the server got the request: it applied it (or not), the answer never came. */
function dropAfter(method: 'patch' | 'post', path: string, apply: () => void) {
  server.use(
    http[method](`*${path}`, () => {
      apply()
      return HttpResponse.error()
    }),
  )
}

async function saveCredentials() {
  const requests = recordRequests()
  const rendered = await openOrder('/account-orders/1003')
  const { user } = rendered
  const field = await revealCredentials(user)
  await user.clear(field)
  await user.type(field, TYPED)
  await user.click(screen.getByRole('button', { name: 'Save credentials' }))
  expect(await screen.findByText('The change may or may not have been saved.')).toBeVisible()
  expect(field).toHaveValue(TYPED)
  return { ...rendered, requests, field }
}

describe('a save that may or may not have reached the server', () => {
  it('Check now finds the change on the server, without sending it again', async () => {
    dropAfter('patch', PATCH_PATH, () => {
      store().accountOrders.get(1003)!.credentials = TYPED
    })
    const { user, requests, field } = await saveCredentials()
    expect(screen.queryByText(/The credentials were not saved/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Saved: the server has your change.')).toBeVisible()
    expect(field).toHaveValue(TYPED)
    expect(requests.count('PATCH', PATCH_PATH)).toBe(1)
    expect(requests.count('GET', '/v2/account-orders/1003')).toBe(2)
    expect(screen.getByRole('button', { name: 'Save credentials' })).toBeDisabled()
  })

  it('Check now finds the server without the change; the seller may send it again', async () => {
    dropAfter('patch', PATCH_PATH, () => {})
    const { user, requests, field } = await saveCredentials()
    await user.click(screen.getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Not saved: the server does not have it. You can send it again.')).toBeVisible()
    expect(field).toHaveValue(TYPED)
    expect(requests.count('PATCH', PATCH_PATH)).toBe(1)

    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText('Credentials updated.')).toBeVisible()
    expect(requests.count('PATCH', PATCH_PATH)).toBe(2)
  })
})

async function acceptDispute() {
  const requests = recordRequests()
  const rendered = await openOrder('/account-orders/1001')
  await rendered.user.click(screen.getByRole('button', { name: 'Accept dispute' }))
  const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
  await rendered.user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Sorry, refunding.')
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }))
  expect(await within(dialog).findByText('The change may or may not have been saved.')).toBeVisible()
  expect(within(dialog).getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('Sorry, refunding.')
  return { ...rendered, requests, dialog }
}

describe('accepting a dispute that may or may not have reached the server', () => {
  it('Check now reads the case: accepted', async () => {
    dropAfter('post', ACCEPT_PATH, () => {
      const dispute = store().disputeCases.get(7001)!
      dispute.status = 'closed'
      dispute.closed_at = Math.floor(Date.now() / 1000)
    })
    const { user, requests, dialog } = await acceptDispute()
    const caseReads = requests.count('GET', '/v2/order-disputes/7001')
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }))
    expect(await within(dialog).findByText('Accepted: the server has the dispute as accepted.')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Accept dispute' })).toBeDisabled()
    expect(requests.count('POST', ACCEPT_PATH)).toBe(1)
    expect(requests.count('GET', '/v2/order-disputes/7001')).toBeGreaterThan(caseReads)
  })

  it('Check now reads the case: still waiting for the seller', async () => {
    dropAfter('post', ACCEPT_PATH, () => {})
    const { user, requests, dialog } = await acceptDispute()
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }))
    expect(
      await within(dialog).findByText('Not saved: the server does not have it. You can send it again.'),
    ).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Accept dispute' })).toBeEnabled()
    expect(requests.count('POST', ACCEPT_PATH)).toBe(1)
  })

  it('on a server that cannot read a case, a refunded order tells, and the dialog says it is read from the order', async () => {
    server.use(...olderServerHandlers(404))
    dropAfter('post', ACCEPT_PATH, () => {
      const order = store().accountOrders.get(1001)!
      order.status = 'refunded'
      order.refunded_at = Math.floor(Date.now() / 1000)
    })
    const { user, dialog } = await acceptDispute()
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }))
    expect(
      await within(dialog).findByText(
        'Most likely accepted: the order now shows a refund. This server cannot show the case itself, so this is read from the order.',
      ),
    ).toBeVisible()
    expect(within(dialog).queryByText('Accepted: the server has the dispute as accepted.')).toBeNull()
  })
})
