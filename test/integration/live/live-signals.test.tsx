import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { nowSeconds } from '../../../src/mocks/handlers/http'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { openOrder, revealCredentials } from '../account-orders/helpers'


describe('rate limit in sight', () => {
  it('says nothing while plenty of requests are left', async () => {
    await openOrder('/account-orders/1003')
    expect(screen.queryByText(/API requests:/)).not.toBeInTheDocument()
  })

  it('shows a quiet indicator, with the reset time, once fewer than 10 % are left', async () => {
    // Every answer of this minute says so, as the live API's would: 487 of the token's 500 are spent.
    const startedAt = nowSeconds()
    store().rateLimits.set('demo', { startedAt, count: 487 })
    await openOrder('/account-orders/1003')
    const time = new Date((startedAt + 60) * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    const indicator = await screen.findByText((text, element) =>
      element?.getAttribute('role') === 'status' && new RegExp(`^API requests: \\d+ of 500 left until ${time}\\.`).test(text),
    )
    expect(indicator).toHaveAttribute('role', 'status')
    expect(indicator).toHaveAttribute('aria-live', 'polite')
  })
})

describe('request ids for support', () => {
  it('shows the id of a failed load with a copy button', async () => {
    server.use(
      http.get('*/v2/account-orders/:id', () =>
        HttpResponse.json(
          { message: 'Server Error' },
          { status: 500, headers: { 'X-GameBoost-Request-Id': 'gb-req-42' } },
        ),
      ),
    )
    const { user } = await renderRoute('/account-orders/1003')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Quote this id to support: gb-req-42')
    expect(within(alert).getByText('gb-req-42').tagName).toBe('CODE')
    await user.click(within(alert).getByRole('button', { name: 'Copy' }))
    expect(await within(alert).findByText('Copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('gb-req-42')
  })

  it('shows the id of a refused save under the form', async () => {
    server.use(
      http.patch('*/v2/account-orders/:id/credentials', () =>
        HttpResponse.json({ message: 'Server Error', request_id: 'body-req-7' }, { status: 500 }),
      ),
    )
    const { user } = await openOrder('/account-orders/1003')
    await user.type(await revealCredentials(user), ' (new)')
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    const alert = (await screen.findByText(/The credentials were not saved\./)).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('Quote this id to support: body-req-7')
    expect(within(alert).getByRole('button', { name: 'Copy' })).toBeVisible()
  })
})
