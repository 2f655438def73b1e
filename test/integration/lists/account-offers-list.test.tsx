import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { currentUrl, renderRoute } from '../../render'
import { recordRequests, shownColumn } from './helpers'

const TABLE = 'Account offers'
const PATH = '/v2/account-offers'
const offers = () => [...store().accountOffers.values()]

describe('account offers list', () => {
  it('lists the offers with game, status, price, views, stock and listing date, each leading to its page', async () => {
    const { user, router } = await renderRoute('/account-offers')
    const ids = (await shownColumn(TABLE, 1)).map(Number)
    expect(ids).toHaveLength(12)
    expect(new Set(ids)).toEqual(new Set(offers().map((offer) => offer.id)))
    const table = screen.getByRole('table', { name: TABLE })
    const row = within(table).getByRole('link', { name: '40104' }).closest('tr')!
    expect(row).toHaveTextContent('Genshin Impact')
    expect(row).toHaveTextContent('€210.00')
    expect(row).toHaveTextContent('455')
    // Four credentials in stock, counted from the inventory.
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toContain('4')
    expect(row).not.toHaveTextContent('Hydro+Archon')
    await user.click(within(table).getByRole('link', { name: '40104' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/account-offers/40104'))
    expect(await screen.findByRole('heading', { level: 1, name: 'AR 60, C2 Furina and signature weapon' })).toBeInTheDocument()
  })

  it('searches title and description, filters by status and game, sorts by views, all in the URL', async () => {
    const requests = recordRequests(PATH)
    const { user, router } = await renderRoute('/account-offers')
    await shownColumn(TABLE)
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'fortnite{Enter}')
    await waitFor(() => expect(currentUrl(router)).toContain('search=fortnite'))
    expect((await shownColumn(TABLE, 1)).map(Number).sort()).toEqual([40014, 40100])

    await user.selectOptions(screen.getByLabelText('Status'), 'draft')
    await waitFor(() => expect((requests.at(-1)!.searchParams.get('filter[status]'))).toBe('draft'))
    expect((await shownColumn(TABLE, 1)).map(Number)).toEqual([40100])

    await router.navigate({ to: '/account-offers', search: { game_id: '1', sort: '-views' } as never })
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('sort')).toBe('-views'))
    expect(requests.at(-1)!.searchParams.get('filter[game_id]')).toBe('1')
    expect((await shownColumn(TABLE, 1)).map(Number)).toEqual([40007, 40103, 40056])
  })
})
