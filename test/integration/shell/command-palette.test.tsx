import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { giftCardKeysOf, store } from '../../../src/mocks/db'
import { currentUrl, renderRoute } from '../../render'
import { openPalette, paletteOptionNames } from './palette'

beforeEach(() => localStorage.clear())

describe('command palette', () => {
  it('is a labelled dialog whose combobox offers what an id can open', async () => {
    const { user } = await renderRoute('/')
    const field = await openPalette(user)
    expect(screen.getByRole('dialog', { name: 'Search and commands' })).toContainElement(field)
    await user.type(field, '1003')

    expect(paletteOptionNames()).toEqual([
      'Account order 1003',
      'Gift card order 1003',
      'Dispute 1003',
      'Currency order 1003',
      'Item order 1003',
      'Account offer 1003',
      'Currency offer 1003',
      'Item offer 1003',
      'Gift card offer 1003',
      'Competing offers for 1003',
    ])
    const listbox = screen.getByRole('listbox', { name: 'Results' })
    expect(field).toHaveAttribute('aria-expanded', 'true')
    expect(field).toHaveAttribute('aria-controls', listbox.id)
    const first = screen.getByRole('option', { name: 'Account order 1003' })
    expect(field).toHaveAttribute('aria-activedescendant', first.id)
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveFocus()
  })

  it('narrows an id by the words typed with it', async () => {
    const { user } = await renderRoute('/')
    await user.type(await openPalette(user), 'gift 2999')
    expect(paletteOptionNames()).toEqual(['Gift card order 2999', 'Gift card offer 2999'])
    await user.type(screen.getByRole('combobox'), ' order')
    expect(paletteOptionNames()).toEqual(['Gift card order 2999'])
  })

  it('offers pages and actions for words, and runs the chosen one', async () => {
    const { user, router } = await renderRoute('/')
    const field = await openPalette(user)
    await user.type(field, 'gift')
    expect(paletteOptionNames()).toEqual(['Go to Gift card orders', 'Go to Gift card offers'])
    await user.clear(field)
    await user.type(field, 'notif')
    expect(paletteOptionNames()).toEqual(['Go to Notifications'])
    await user.clear(field)
    await user.type(field, 'inbox')
    expect(paletteOptionNames()).toEqual(['Go to Inbox'])
    await user.clear(field)
    await user.type(field, 'sign')
    expect(paletteOptionNames()).toEqual(['Sign out'])
    await user.keyboard('{Enter}')
    expect(await screen.findByLabelText('API token')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sign-in')
  })

  it('moves with the arrow keys, Home and End, opens with Enter and closes with Escape', async () => {
    const { user, router } = await renderRoute('/')
    const field = await openPalette(user)
    await user.type(field, '1003')
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe('Gift card order 1003')
    await user.keyboard('{End}')
    expect(active()).toBe('Competing offers for 1003')
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe('Account order 1003')
    await user.keyboard('{ArrowUp}')
    expect(active()).toBe('Competing offers for 1003')
    await user.keyboard('{Home}')
    expect(active()).toBe('Account order 1003')
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /^Search/ })).toHaveFocus()

    await user.keyboard('{Control>}k{/Control}')
    await user.type(await screen.findByRole('combobox'), '1003{ArrowDown}{Enter}')
    await waitFor(() => expect(currentUrl(router)).toBe('/gift-card-orders/1003'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers the current list’s CSV download, and only on a list', async () => {
    const { user } = await renderRoute('/')
    await user.type(await openPalette(user), 'csv')
    expect(paletteOptionNames()).toEqual([])
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('No page or action matches.')
    await user.keyboard('{Escape}')

    const nav = screen.getByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'Gift card orders' }))
    await screen.findByRole('table', { name: 'Gift card orders' })
    await user.type(await openPalette(user), 'csv')
    expect(paletteOptionNames()).toEqual(['Download CSV of this list'])
  })

  it('lists recently opened items when empty: ids and titles only, never credentials, keys or the token', async () => {
    const { user, router } = await renderRoute('/account-orders/1001')
    await screen.findByRole('heading', { level: 1 })
    await router.navigate({ href: '/gift-card-orders/2999' })
    await screen.findByRole('heading', { level: 1, name: 'Gift card order 2999' })

    await openPalette(user)
    const recent = screen.getByRole('group', { name: 'Recently opened' })
    const names = within(recent).getAllByRole('option').map((option) => option.textContent)
    expect(names[0]).toMatch(/^Gift card order 2999: /)
    expect(names[1]).toMatch(/^Account order 1001: /)

    const stored = JSON.stringify(localStorage)
    expect(stored).not.toMatch(/Password|Hx7!pQ2vLm|credentials/i)
    const giftCardOrder = store().giftCardOrders.get(2999)!
    for (const key of giftCardKeysOf(giftCardOrder).slice(0, 50)) expect(stored).not.toContain(key.key)
    expect(stored).not.toContain('demo')

    await user.click(within(recent).getAllByRole('option')[1]!)
    await waitFor(() => expect(currentUrl(router)).toBe('/account-orders/1001'))
  })
})

describe('keyboard shortcuts', () => {
  it('"?" lists the shortcuts, but not while typing in a field', async () => {
    const { user } = await renderRoute('/gift-card-orders')
    const search = await screen.findByLabelText('Search by order id')
    await user.type(search, '?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(document.body)
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const rows = within(dialog).getAllByRole('row').map((row) => row.textContent)
    expect(rows).toContain('Ctrl KOpen the search and commands')
    expect(rows).toContain('/Search the current list')
    expect(rows).toContain('?Show the keyboard shortcuts')
  })

  it('"/" focuses the current list’s search box', async () => {
    const { user } = await renderRoute('/gift-card-orders')
    const search = await screen.findByLabelText('Search by order id')
    await user.click(document.body)
    await user.keyboard('/')
    expect(search).toHaveFocus()
    expect(search).toHaveValue('')
  })
})

describe('theme from the palette', () => {
  it('switches to the dark theme and back to the system’s', async () => {
    const { user } = await renderRoute('/')
    await user.type(await openPalette(user), 'dark')
    expect(paletteOptionNames()).toEqual(['Switch to the dark theme'])
    await user.keyboard('{Enter}')
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    await user.type(await openPalette(user), 'system theme{Enter}')
    expect(document.documentElement).not.toHaveAttribute('data-theme')
  })
})
