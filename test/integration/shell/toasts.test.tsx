import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { toast } from '../../../src/components/ui/toast-store'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { revealCredentials } from '../account-orders/helpers'

afterEach(() => act(() => toast.clear()))

async function editCredentials(text: string) {
  const rendered = await renderRoute('/account-orders/1003')
  const field = await revealCredentials(rendered.user)
  await rendered.user.clear(field)
  await rendered.user.type(field, text)
  await rendered.user.click(screen.getByRole('button', { name: 'Save credentials' }))
  return rendered
}

const notifications = () => screen.getByRole('status', { name: 'Notifications' })

describe('toasts', () => {
  it('says the credentials were saved, and never shows them in the toast', async () => {
    await editCredentials('Login: new-login')
    expect(await within(notifications()).findByText('Credentials saved')).toBeInTheDocument()
    expect(notifications()).not.toHaveTextContent('new-login')
  })

  it('says a save failed, with the kind of failure and the request id', async () => {
    server.use(
      http.patch('*/v2/account-orders/:id/credentials', () =>
        HttpResponse.json({ message: 'Boom', request_id: 'req-toast-1' }, { status: 500 }),
      ),
    )
    await editCredentials('Login: other')
    const region = notifications()
    expect(await within(region).findByText('Credentials not saved')).toBeInTheDocument()
    expect(region).toHaveTextContent('Server error (500)')
    expect(region).toHaveTextContent('Quote this id to support: req-toast-1')
    expect(region).not.toHaveTextContent('Login: other')
  })

  it('says a dispute was accepted', async () => {
    const { user } = await renderRoute('/account-orders/1001/accept-dispute')
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    await user.click(within(dialog).getByRole('button', { name: /^Accept dispute/ }))
    expect(await within(notifications()).findByText('Dispute accepted')).toBeInTheDocument()
  })
})
