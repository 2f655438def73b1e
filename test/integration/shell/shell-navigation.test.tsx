import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'

beforeEach(() => localStorage.clear())

const mainNav = () => screen.findByRole('navigation', { name: 'Main' })

describe('app shell', () => {
  it('lists the areas, each a link, the current one marked', async () => {
    await renderRoute('/gift-card-orders')
    const nav = await mainNav()
    const entries = within(nav).getAllByRole('listitem').map((item) => item.textContent)
    expect(entries).toEqual(['Overview', 'Gift card orders', 'Account orders', 'Disputes', 'Account offers', 'Currency offers', 'Gift card offers', 'Item offers', 'Item orders', 'Payments', 'Payouts', 'Breaks', 'Activity', 'Inbox', 'Notifications'])
    expect(within(nav).getByRole('link', { name: 'Gift card orders' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current')

    expect(within(nav).getByRole('link', { name: 'Account orders' })).toHaveAttribute('href', '/account-orders')
    expect(within(nav).getByRole('link', { name: 'Disputes' })).toHaveAttribute('href', '/disputes')
    expect(within(nav).getByRole('link', { name: 'Currency offers' })).toHaveAttribute('href', '/currency-offers')
    expect(within(nav).getByRole('link', { name: 'Account offers' })).toHaveAttribute('href', '/account-offers')
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity')
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox')
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications')
  })

  it('collapses the sidebar to icons, keeps the names for screen readers, and remembers it', async () => {
    const { user } = await renderRoute('/')
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }))
    const nav = await mainNav()
    expect(within(nav).getByRole('link', { name: 'Gift card orders' })).toHaveAttribute('title', 'Gift card orders')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument()
    cleanup()

    await renderRoute('/')
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument()
    expect(JSON.stringify(localStorage)).not.toContain('demo')
  })

  it('shows where the seller is as breadcrumbs, with links back up', async () => {
    const { user, router } = await renderRoute('/account-orders/1001/accept-dispute')
    // Behind the dialog the breadcrumbs are aria-hidden themselves (the header keeps its rate-limit live region
    // visible), and Testing Library names no aria-hidden element: found by their label instead.
    const crumbs = await waitFor(() => {
      const found = screen.getAllByRole('navigation', { hidden: true }).find((nav) => nav.ariaLabel === 'Breadcrumb')
      if (!found) throw new Error('no breadcrumbs')
      return found
    })
    await waitFor(() => expect(within(crumbs).getAllByRole('listitem', { hidden: true })).toHaveLength(3))
    expect(crumbs).toHaveTextContent('Account ordersOrder 1001Accept dispute')
    expect(within(crumbs).getByText('Accept dispute')).toHaveAttribute('aria-current', 'page')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1001'))

    await router.navigate({ href: '/gift-card-orders/2999' })
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' })
    await waitFor(() => expect(trail).toHaveTextContent('Gift card ordersOrder 2999'))
    await user.click(within(trail).getByRole('link', { name: 'Gift card orders' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/gift-card-orders'))
  })

  it('on a phone, the menu button opens the navigation as a drawer that closes on a choice or on Escape', async () => {
    const { user, router } = await renderRoute('/')
    const menu = await screen.findByRole('button', { name: 'Open navigation' })
    await user.click(menu)
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(drawer).not.toBeInTheDocument())
    expect(menu).toHaveFocus()

    await user.click(menu)
    const again = await screen.findByRole('dialog', { name: 'Navigation' })
    await user.click(within(again).getByRole('link', { name: 'Gift card orders' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/gift-card-orders'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('keeps the skip link, and the session’s sign out at the foot of the sidebar', async () => {
    await renderRoute('/')
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
    expect(screen.getByText('Signed in with an API token, in this tab only')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
  })
})
