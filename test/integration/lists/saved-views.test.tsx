import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { currentUrl, renderRoute } from '../../render'

afterEach(() => localStorage.clear())

const views = () => screen.getByRole('group', { name: 'Saved views of disputes' })

async function saveView(user: Awaited<ReturnType<typeof renderRoute>>['user'], name: string) {
  await user.click(within(views()).getByRole('button', { name: 'Save view' }))
  // The dialog's code loads on the first press: slow on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Save view' }, { timeout: 5000 })
  await user.type(within(dialog).getByLabelText('View name'), name)
  await user.click(within(dialog).getByRole('button', { name: 'Save view' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

async function manage(user: Awaited<ReturnType<typeof renderRoute>>['user'], name: string) {
  await user.click(within(views()).getByRole('button', { name: `Manage view ${name}` }))
  return screen.findByRole('dialog', { name: `View “${name}”` }, { timeout: 5000 })
}

describe('saved views', () => {
  it('saves the filters and sort, and applies them again with one press on the chip', async () => {
    const { user, router } = await renderRoute('/disputes?status=closed&sort=id&page=2')
    await saveView(user, 'Closed cases')
    expect(await screen.findByText('View “Closed cases” saved')).toBeInTheDocument()
    const chip = within(views()).getByRole('button', { name: 'Closed cases' })
    expect(chip).toHaveAttribute('aria-pressed', 'true')
    expect(within(views()).getByRole('button', { name: 'Save view' })).toHaveFocus()

    await router.navigate({ to: '/disputes', search: {} })
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'false'))
    await user.click(chip)
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes?status=closed&sort=id'))
    expect(chip).toHaveAttribute('aria-pressed', 'true')
  })

  it('renames and deletes a view from its menu', async () => {
    const { user } = await renderRoute('/disputes?status=closed')
    await saveView(user, 'Closed')
    let dialog = await manage(user, 'Closed')
    const name = within(dialog).getByLabelText('View name')
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }))
    expect(within(dialog).getByText('Give the view a name.')).toBeInTheDocument()
    await user.type(name, 'Done')
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }))
    expect(await within(views()).findByRole('button', { name: 'Done' })).toBeInTheDocument()
    // The dialog hands the focus back once it has closed, a task after the rename shows.
    await waitFor(() => expect(within(views()).getByRole('button', { name: 'Manage view Done' })).toHaveFocus())

    dialog = await manage(user, 'Done')
    await user.click(within(dialog).getByRole('button', { name: 'Delete view' }))
    await waitFor(() => expect(within(views()).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument())
    expect(within(views()).getByRole('button', { name: 'Save view' })).toHaveFocus()
  })

  it('opens a bare list with the default view, and leaves a list cleared on it as it is', async () => {
    const first = await renderRoute('/disputes?status=waiting_for_buyer')
    await saveView(first.user, 'Buyer')
    const dialog = await manage(first.user, 'Buyer')
    await first.user.click(within(dialog).getByRole('button', { name: 'Make default' }))
    expect(await within(views()).findByText('Default')).toBeInTheDocument()
    first.unmount()

    const { user, router, history } = await renderRoute('/disputes')
    expect(currentUrl(router)).toBe('/disputes?status=waiting_for_buyer')
    expect(await within(views()).findByRole('button', { name: 'Buyer Default' })).toHaveAttribute('aria-pressed', 'true')
    // A link carrying its own search is not overridden.
    await router.navigate({ to: '/disputes', search: { status: 'closed' } })
    expect(currentUrl(router)).toBe('/disputes?status=closed')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/disputes'))
    await router.navigate({ to: '/disputes/$disputeId', params: { disputeId: 7001 } })
    history.back()
    await waitFor(() => expect(router.state.location.pathname).toBe('/disputes'))
    await waitFor(() => expect(screen.getByRole('table', { name: 'Disputes' })).toBeInTheDocument())
    expect(currentUrl(router)).toBe('/disputes')

    // A default view of the list as it opens anyway leaves the bare URL as it is.
    await saveView(user, 'Everything')
    await user.click(within(await manage(user, 'Everything')).getByRole('button', { name: 'Make default' }))
    await router.navigate({ to: '/disputes/$disputeId', params: { disputeId: 7002 } })
    await router.navigate({ to: '/disputes' })
    await waitFor(() => expect(within(views()).getByRole('button', { name: 'Everything Default' })).toHaveAttribute('aria-pressed', 'true'))
    expect(currentUrl(router)).toBe('/disputes')

    const menu = await manage(user, 'Everything')
    await user.click(within(menu).getByRole('button', { name: 'Stop opening with this view' }))
    await waitFor(() => expect(within(views()).queryByText('Default')).not.toBeInTheDocument())
  })
})
