import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { WARNING_COMPLETED } from '../../../src/mocks/handlers/account-orders'
import { server } from '../../../src/mocks/node'
import { deferred, editableCredentials, openOrder as openAt, recordRequests, revealCredentials as reveal } from './helpers'

const SAVED = 'Username: mia_diamond_euw\nPassword: Lux&Ezreal-150'
const ORDER_PATH = '/v2/account-orders/1003'
const PATCH_PATH = '/v2/account-orders/1003/credentials'

function openOrder() {
  return openAt('/account-orders/1003')
}

function revealButton() {
  return screen.getByRole('button', { name: 'Reveal credentials' })
}

function saveButton() {
  return screen.getByRole('button', { name: 'Save credentials' })
}

describe('credentials editor', () => {
  // First: the editor's code is not loaded yet, as on a first visit.
  it('loads the editor on Reveal: the focus stays on the button, and the field takes what is typed', async () => {
    const { user } = await openOrder()
    revealButton().focus()
    await user.keyboard(' ')
    const field = await editableCredentials()
    expect(revealButton()).toHaveFocus()
    expect(revealButton()).toHaveAttribute('aria-pressed', 'true')
    await user.type(field, '!')
    expect(field).toHaveValue(`${SAVED}!`)
    expect(saveButton()).toBeEnabled()
  })

  it('keeps the credentials out of the page until revealed, and hiding keeps the draft', async () => {
    const { user } = await openOrder()
    expect(revealButton()).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByRole('textbox', { name: 'Credentials' })).not.toBeInTheDocument()
    expect(document.body.innerHTML).not.toContain('mia_diamond_euw')
    expect(document.body.innerHTML).not.toContain('Lux&amp;Ezreal')

    const field = await reveal(user)
    expect(revealButton()).toHaveAttribute('aria-pressed', 'true')
    expect(field).toHaveValue(SAVED)

    await user.type(field, '\nPIN: 1234')
    await user.click(revealButton())
    expect(revealButton()).toHaveAttribute('aria-pressed', 'false')
    expect(document.body.innerHTML).not.toContain('PIN: 1234')
    expect(saveButton()).toBeEnabled()

    expect(await reveal(user)).toHaveValue(`${SAVED}\nPIN: 1234`)
  })

  it('opens an order without credentials with its field ready to type into', async () => {
    const { user } = await openAt('/account-orders/1004')
    const field = await editableCredentials()
    expect(field).toHaveValue('')
    expect(revealButton()).toHaveAttribute('aria-pressed', 'true')
    await user.type(field, 'Username: paimon')
    expect(saveButton()).toBeEnabled()
  })

  it('counts Unicode characters: an emoji is one', async () => {
    const { user } = await openOrder()
    expect(screen.getByText(`${[...SAVED].length} / 10000`)).toBeVisible()
    const field = await reveal(user)
    await user.clear(field)
    await user.type(field, 'a😀b')
    expect(screen.getByText('3 / 10000')).toBeVisible()
  })

  it('disables saving while nothing has changed', async () => {
    const { user } = await openOrder()
    expect(saveButton()).toBeDisabled()
    const field = await reveal(user)
    await user.type(field, 'x')
    expect(saveButton()).toBeEnabled()
    await user.type(field, '{Backspace}')
    expect(saveButton()).toBeDisabled()
  })

  it('blocks saving past 10000 characters without cutting anything, and allows exactly 10000 emoji', async () => {
    const requests = recordRequests()
    const { user } = await openOrder()
    const field = await reveal(user)
    await user.clear(field)
    await user.click(field)
    await user.paste('😀'.repeat(10001))

    expect(field.value).toBe('😀'.repeat(10001))
    expect(screen.getByText(/10001 \/ 10000/)).toBeVisible()
    expect(
      screen.getByText('Credentials can be at most 10000 characters; this is 10001. Remove 1 to save.'),
    ).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await user.click(saveButton())
    expect(requests.count('PATCH', PATCH_PATH)).toBe(0)
    expect(field.value).toBe('😀'.repeat(10001))

    await user.type(field, '{Backspace}{Backspace}')
    expect(field.value).toBe('😀'.repeat(10000))
    expect(screen.getByText('10000 / 10000')).toBeVisible()
    await user.click(saveButton())
    expect(await screen.findByText('Credentials updated.')).toBeVisible()
    expect(requests.count('PATCH', PATCH_PATH)).toBe(1)
    requests.stop()
  })

  it('shows the server message and its warning as a warning, and updates the page from the response alone', async () => {
    const { user } = await openOrder()
    const field = await reveal(user)
    await user.clear(field)
    await user.type(field, 'Username: mia_new{Enter}Password: fresh-one')
    const requests = recordRequests()
    await user.click(saveButton())

    expect(await screen.findByText('Credentials updated.')).toBeVisible()
    const warning = screen.getByText(WARNING_COMPLETED).closest('[data-tone]')
    expect(warning).toHaveAttribute('data-tone', 'warning')
    expect(warning).toHaveTextContent('Saved, with a warning')
    expect(document.querySelector('[data-tone="error"]')).toBeNull()

    expect(field).toHaveValue('Username: mia_new\nPassword: fresh-one')
    expect(saveButton()).toBeDisabled()
    const dates = screen.getByRole('region', { name: 'Dates' })
    expect(within(dates).getByText('Last updated').nextElementSibling).toHaveTextContent('now')
    expect(requests.count('PATCH', PATCH_PATH)).toBe(1)
    expect(requests.count('GET', ORDER_PATH)).toBe(0)
    requests.stop()
  })

  it('disables saving while the request runs', async () => {
    const hold = deferred()
    server.use(
      http.patch('*/v2/account-orders/:id/credentials', async () => {
        await hold.promise
      }),
    )
    const { user } = await openOrder()
    await user.type(await reveal(user), '!')
    await user.click(saveButton())
    await waitFor(() => expect(saveButton()).toBeDisabled())
    expect(screen.getByText('Saving…')).toBeVisible()
    hold.resolve()
    expect(await screen.findByText('Credentials updated.')).toBeVisible()
  })

  it('puts 422 field errors under the field and keeps the typed text', async () => {
    server.use(
      http.patch('*/v2/account-orders/:id/credentials', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { credentials: ['The credentials may not contain a URL.'] },
          },
          { status: 422 },
        ),
      ),
    )
    const { user } = await openOrder()
    const field = await reveal(user)
    await user.type(field, '\nhttps://example.com')
    await user.click(saveButton())

    const error = await screen.findByText('The credentials may not contain a URL.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field.getAttribute('aria-describedby')).toContain(error.id)
    expect(field).toHaveValue(`${SAVED}\nhttps://example.com`)
    expect(saveButton()).toBeEnabled()
  })

  it('keeps the typed text when saving fails for any other reason', async () => {
    server.use(http.patch('*/v2/account-orders/:id/credentials', () => HttpResponse.json({}, { status: 503 })))
    const { user } = await openOrder()
    const field = await reveal(user)
    await user.type(field, ' (new)')
    await user.click(saveButton())

    expect(await screen.findByText(/The credentials were not saved\./)).toBeVisible()
    expect(screen.getByText(/temporarily unavailable/)).toBeVisible()
    expect(field).toHaveValue(`${SAVED} (new)`)
    expect(saveButton()).toBeEnabled()
  })
})
