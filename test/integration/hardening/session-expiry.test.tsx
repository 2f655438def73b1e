import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDraft } from '../../../src/lib/drafts'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { revealCredentials } from '../account-orders/helpers'

const unauthenticated = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })

describe('a session that expires while the seller types', () => {
  it('keeps the credentials typed before a 401 and brings them back after signing in', async () => {
    const { user, router } = await renderRoute('/account-orders/1003')
    const field = await revealCredentials(user)
    await user.clear(field)
    await user.type(field, 'Username: mia{Enter}Password: typed before it expired')
    server.use(http.patch('*/v2/account-orders/:id/credentials', unauthenticated, { once: true }))
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))

    // No "Leave without saving?" in the way: nothing is lost.
    expect(await screen.findByText(/session ended or the token was not accepted/)).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('API token'), 'demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1003'))
    const restored = await screen.findByRole('textbox', { name: 'Credentials' })
    expect(restored).toHaveValue('Username: mia\nPassword: typed before it expired')
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText('Credentials updated.')).toBeInTheDocument()
    expect(getDraft('credentials:1003')).toBeUndefined()
  })

  it('keeps the message to the buyer of a dispute being accepted', async () => {
    const { user, router } = await renderRoute('/account-orders/1001/accept-dispute')
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Refunding now.')
    server.use(http.post('*/v2/order-disputes/:id/accept', unauthenticated, { once: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }))

    await user.type(await screen.findByLabelText('API token'), 'demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1001/accept-dispute'))
    const again = await screen.findByRole('dialog', { name: 'Accept dispute' })
    expect(within(again).getByRole('textbox', { name: 'Message to buyer' })).toHaveValue('Refunding now.')
  })

  it('forgets unsent text when the seller signs out on purpose', async () => {
    const { user } = await renderRoute('/account-orders/1001/accept-dispute')
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to buyer' }), 'Refunding now.')
    expect(getDraft('dispute-message:7001')).toBe('Refunding now.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByLabelText('API token')).toBeInTheDocument()
    expect(getDraft('dispute-message:7001')).toBeUndefined()
  })

  it('leaving without saving, on purpose, discards the draft', async () => {
    const { user } = await renderRoute('/account-orders/1003')
    await user.type(await revealCredentials(user), ' typo')
    expect(getDraft('credentials:1003')).toMatch(/ typo$/)
    await user.click(screen.getByRole('link', { name: 'Gift card orders' }))
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await screen.findByRole('heading', { level: 1, name: 'Gift card orders' })
    expect(getDraft('credentials:1003')).toBeUndefined()
  })
})
