import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { readRecentItems } from '../../../src/lib/recent-items'
import { setCurrentShop } from '../../../src/lib/shop-store'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

const FIRST_TITLE = 'Level 80 Undead Mage, 412 mounts incl. Invincible'
const SECOND_TITLE = /^Second shop · .* account 1001$/

type Rendered = Awaited<ReturnType<typeof renderRoute>>

async function openShopMenu({ user }: Rendered, current: string) {
  await user.click(await screen.findByRole('button', { name: `Shop: ${current}` }))
  // The menu's code loads on first opening.
  return screen.findByRole('menu', { name: 'Shops' }, { timeout: 5000 })
}

async function addSecondShop(rendered: Rendered, current = 'My shop') {
  const { user, router } = rendered
  await user.click(within(await openShopMenu(rendered, current)).getByRole('menuitem', { name: 'Add a shop' }))
  expect(await screen.findByRole('heading', { name: 'Add a shop' }, { timeout: 5000 })).toBeInTheDocument()
  await user.type(screen.getByLabelText('API token'), 'demo-second')
  await user.type(screen.getByLabelText('Shop name'), 'Second Shop')
  await user.click(screen.getByRole('button', { name: 'Add shop' }))
  await screen.findByRole('button', { name: 'Shop: Second Shop' })
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
}

async function openOrder({ router }: Rendered) {
  await router.navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: 1001 } })
}

beforeEach(() => {
  setCurrentShop('')
  localStorage.clear()
})

// Each test signs in to two shops through the real screens: slower than one screen's test.
describe('several shops in one tab', { timeout: 40_000 }, () => {
  it('shows each shop its own records, recent items and name, and switches back to the first', async () => {
    const rendered = await renderRoute('/account-orders/1001')
    const { user } = rendered
    expect(await screen.findByRole('heading', { name: FIRST_TITLE })).toBeInTheDocument()

    await addSecondShop(rendered)
    expect(screen.getByText('Signed in to Second Shop with an API token, in this tab only')).toBeInTheDocument()
    expect(readRecentItems()).toEqual([])
    await openOrder(rendered)
    expect(await screen.findByRole('heading', { name: SECOND_TITLE })).toBeInTheDocument()
    expect(screen.queryByText(FIRST_TITLE)).not.toBeInTheDocument()
    await waitFor(() => expect(readRecentItems()[0]?.title).toMatch(SECOND_TITLE))

    const menu = await openShopMenu(rendered, 'Second Shop')
    expect(within(menu).getByRole('menuitemradio', { name: 'Second Shop' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(menu).getByRole('menuitemradio', { name: 'My shop' }))
    await screen.findByRole('button', { name: 'Shop: My shop' })
    await openOrder(rendered)
    expect(await screen.findByRole('heading', { name: FIRST_TITLE })).toBeInTheDocument()
    expect(screen.queryByText(SECOND_TITLE)).not.toBeInTheDocument()
    expect(readRecentItems().map((item) => item.title)).toEqual([FIRST_TITLE])
  })

  it('never shows an answer for the first shop that arrives after switching to the second', async () => {
    server.use(
      http.get('*/v2/account-orders/:id', async ({ request }) => {
        // The first shop's order is slow; returning nothing hands the request on to the mock API.
        if (request.headers.get('Authorization') === 'Bearer demo') await delay(400)
      }),
    )
    const rendered = await renderRoute('/')
    await addSecondShop(rendered)
    const menu = await openShopMenu(rendered, 'Second Shop')
    await rendered.user.click(within(menu).getByRole('menuitemradio', { name: 'My shop' }))
    await screen.findByRole('button', { name: 'Shop: My shop' })
    void openOrder(rendered)
    // Switch away while the first shop's order is still on its way.
    await rendered.user.click(within(await openShopMenu(rendered, 'My shop')).getByRole('menuitemradio', { name: 'Second Shop' }))
    await screen.findByRole('button', { name: 'Shop: Second Shop' })
    await openOrder(rendered)
    expect(await screen.findByRole('heading', { name: SECOND_TITLE })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByText(FIRST_TITLE)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: SECOND_TITLE })).toBeInTheDocument()
  })

  it('signs out of one shop only, keeping the other and its token', async () => {
    const rendered = await renderRoute('/')
    await addSecondShop(rendered)
    const menu = await openShopMenu(rendered, 'Second Shop')
    await rendered.user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Second Shop' }))
    await screen.findByRole('button', { name: 'Shop: My shop' })
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('demo-second')
    expect(sessionStorage.getItem('seller-dashboard.token')).toBe('demo')
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo')

    const again = await openShopMenu(rendered, 'My shop')
    expect(within(again).getAllByRole('menuitemradio')).toHaveLength(1)
    await rendered.user.click(within(again).getByRole('menuitem', { name: 'Sign out of My shop' }))
    expect(await screen.findByLabelText('API token')).toBeInTheDocument()
    expect(rendered.router.state.location.pathname).toBe('/sign-in')
  })

  it('when the shop on screen expires, asks to sign in to it again, or opens another shop', async () => {
    const rendered = await renderRoute('/')
    await addSecondShop(rendered)
    server.use(
      http.get('*/v2/account-orders/:id', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer demo-second'
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : undefined,
      ),
    )
    await openOrder(rendered)
    expect(await screen.findByText(/session ended or the token was not accepted/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Shop name')).toHaveValue('Second Shop')
    await rendered.user.click(screen.getByRole('button', { name: 'Open My shop instead' }))
    expect(await screen.findByRole('button', { name: 'Shop: My shop' })).toBeInTheDocument()
    await openOrder(rendered)
    expect(await screen.findByRole('heading', { name: FIRST_TITLE })).toBeInTheDocument()
  })

  it('asks a name for one more shop, different from the others', async () => {
    const rendered = await renderRoute('/')
    const { user } = rendered
    await user.click(within(await openShopMenu(rendered, 'My shop')).getByRole('menuitem', { name: 'Add a shop' }))
    await user.type(await screen.findByLabelText('API token'), 'demo-second')
    await user.click(screen.getByRole('button', { name: 'Add shop' }))
    expect(await screen.findByText('Name this shop, to tell it apart from your other shops.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Shop name'), 'my SHOP')
    await user.click(screen.getByRole('button', { name: 'Add shop' }))
    expect(await screen.findByText('A shop named “my SHOP” is already signed in here.')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    expect(await screen.findByRole('button', { name: 'Shop: My shop' })).toBeInTheDocument()
  })

  it('moves through the menu with the keyboard and closes it with Escape', async () => {
    const rendered = await renderRoute('/')
    const { user } = rendered
    const button = await screen.findByRole('button', { name: 'Shop: My shop' })
    button.focus()
    await user.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu', { name: 'Shops' }, { timeout: 5000 })
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'My shop' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Take a break' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Add a shop' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(menu).getByRole('menuitem', { name: 'Sign out of My shop' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitemradio', { name: 'My shop' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
