import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../src/api/api'
import { getToken } from '../../../src/app/token-store'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { openPalette } from './palette'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('sign-in', () => {
  it('asks for a token first and returns to the page that was asked for', async () => {
    const { user, router } = await renderRoute('/gift-card-orders?status=delivered', { token: null })

    const field = await screen.findByLabelText('API token')
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(field).toHaveAttribute('type', 'password')

    await user.type(field, '  demo-seller  ')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?status=delivered'))
    expect(getToken()).toBe('demo-seller')
    expect(currentUrl(router)).not.toContain('demo-seller')
    expect(localStorage.length).toBe(0)
  })

  it('says what is wrong with an empty or malformed token and keeps what was typed', async () => {
    const { user } = await renderRoute('/', { token: null })
    const field = await screen.findByLabelText('API token')

    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your API token.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.type(field, 'two words')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(/has no spaces/)).toBeInTheDocument()
    expect(field).toHaveValue('two words')
    expect(getToken()).toBeNull()
  })

  it('pre-fills the demo token and marks the demo', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const { user } = await renderRoute('/', { token: null })
    expect(await screen.findByLabelText('API token')).toHaveValue('demo')
    expect(screen.getByText('Demo data')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    expect(screen.getByText('Demo data')).toBeInTheDocument()
  })

  it('shows no demo marker outside the demo', async () => {
    vi.stubEnv('VITE_DEMO', '')
    await renderRoute('/')
    await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument()
  })

  it('shows the navigation once signed in', async () => {
    await renderRoute('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(nav).toHaveTextContent('Gift card orders')
    expect(screen.getByRole('button', { name: /^Search/ })).toBeInTheDocument()
  })

  it('signs out: the token is gone and the sign-in screen shows', async () => {
    const { user, router } = await renderRoute('/')
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByLabelText('API token')).toBeInTheDocument()
    expect(getToken()).toBeNull()
    expect(router.state.location.pathname).toBe('/sign-in')
  })

  it('sends the seller to sign in on a 401 and back to the same page after', async () => {
    server.use(http.get('*/v2/account-orders/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })))
    const { user, router, queryClient } = await renderRoute('/gift-card-orders?page=2')
    await screen.findByRole('navigation', { name: 'Main' })

    await queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: ({ signal }) => api.getAccountOrder(1001, { signal }) })
      .catch(() => undefined)

    expect(await screen.findByText(/session ended or the token was not accepted/)).toBeInTheDocument()
    expect(getToken()).toBeNull()
    server.resetHandlers()

    await user.type(screen.getByLabelText('API token'), 'demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders?page=2'))
  })

  it('ignores a redirect to another origin', async () => {
    const { user, router } = await renderRoute('/sign-in?redirect=%2F%2Fevil.example%2Fx', { token: null })
    await user.type(await screen.findByLabelText('API token'), 'demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})

describe('navigation', () => {
  it('opens an account order and a currency offer by id from the search', async () => {
    const { user, router } = await renderRoute('/')
    await user.type(await openPalette(user), '1003{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-orders/1003'))

    await user.type(await openPalette(user), '3001')
    await user.click(screen.getByRole('option', { name: 'Competing offers for 3001' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/currency-offers/3001/other-offers'))
  })

  it('explains a malformed id and keeps it', async () => {
    const { user, router } = await renderRoute('/')
    const field = await openPalette(user)
    await user.type(field, '12a{Enter}')
    expect(await screen.findByText('An id is a whole number such as 1001.')).toBeInTheDocument()
    expect(field).toHaveValue('12a')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows a not-found page for an unknown address, with a way back', async () => {
    const { user, router } = await renderRoute('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go to the overview' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
