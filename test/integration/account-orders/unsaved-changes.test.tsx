import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUrl } from '../../render'
import { openOrder, revealCredentials as reveal } from './helpers'

const SAVED = 'Username: mia_diamond_euw\nPassword: Lux&Ezreal-150'

function saveButton() {
  return screen.getByRole('button', { name: 'Save credentials' })
}

describe('unsaved credentials', () => {
  it('asks before leaving with unsaved changes, and stays or leaves as chosen', async () => {
    const { user, router } = await openOrder('/account-orders/1003')
    await user.type(await reveal(user), ' draft')

    await user.click(screen.getByRole('link', { name: 'Gift card orders' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    expect(currentUrl(router)).toBe('/account-orders/1003')
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(currentUrl(router)).toBe('/account-orders/1003')
    expect(screen.getByRole('textbox', { name: 'Credentials' })).toHaveValue(`${SAVED} draft`)

    await user.click(screen.getByRole('link', { name: 'Gift card orders' }))
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
  })

  it('does not ask when nothing changed or after saving', async () => {
    const { user, router } = await openOrder('/account-orders/1003')
    await user.type(await reveal(user), '!')
    await user.click(saveButton())
    await screen.findByText('Credentials updated.')
    await user.click(screen.getByRole('link', { name: 'Gift card orders' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('does not count opening the accept-dispute dialog as leaving, and keeps the draft', async () => {
    const { user, router } = await openOrder('/account-orders/1001')
    const field = await reveal(user)
    await user.type(field, '\nNew password: 123')
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(currentUrl(router)).toBe('/account-orders/1001/accept-dispute')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1001'))
    expect((screen.getByRole('textbox', { name: 'Credentials' }) as HTMLTextAreaElement).value).toMatch(
      /\nNew password: 123$/,
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
