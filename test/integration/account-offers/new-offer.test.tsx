import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { currentUrl, renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

async function chooseGame(name: string) {
  const rendered = await renderRoute('/account-offers/new')
  await rendered.user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), name)
  await screen.findByRole('button', { name: 'Create offer' }, { timeout: 5000 })
  return rendered
}

describe('a new account offer from the game’s template', () => {
  it('draws the template’s fields and checks everything before sending anything', async () => {
    const writes = recordWrites()
    const { user } = await chooseGame('World of Warcraft')
    expect(screen.getByRole('combobox', { name: 'Faction' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Level' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /^Classes/ })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Has authenticator' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Level' }), '81')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Level' })).toHaveAccessibleDescription(expect.stringContaining('Level: enter a whole number from 1 to 80.'))
    expect(screen.getByText(/Add at least one credential, or choose manual delivery/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Level' })).toHaveValue('81')
    expect(writes).toEqual([])
  }, 30_000)

  it('a manual offer needs a delivery time instead of credentials; one POST, then the new offer’s page', async () => {
    const writes = recordWrites()
    const { user, router } = await chooseGame('Fortnite')
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'OG account, 60 skins')
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Full access.')
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '59.90')
    await user.type(screen.getByRole('textbox', { name: 'Skins count' }), '60')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'PC')
    await user.click(screen.getByRole('checkbox', { name: /^Manual delivery/ }))
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    expect(await screen.findByText('Enter the delivery time as a whole number of at least 1.')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Delivery time' }), '2')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    await waitFor(() => expect(currentUrl(router)).toBe(`/account-offers/${Math.max(...store().accountOffers.keys())}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'OG account, 60 skins' })).toBeInTheDocument()
    expect(writes).toEqual([
      `POST /v2/account-offers/create ${JSON.stringify({
        game: 'fortnite',
        title: 'OG account, 60 skins',
        description: 'Full access.',
        price: '59.90',
        account_data: { skins_count: 60, save_the_world: false, platform: 'PC' },
        is_manual: true,
        delivery_time: { duration: 2, unit: 'hours' },
      })}`,
    ])
  }, 30_000)

  it('puts the server’s refusal of a credential on the credentials, the text kept', async () => {
    const { user } = await chooseGame('Genshin Impact')
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'AR 58 starter')
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Europe.')
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '30')
    await user.type(screen.getByRole('textbox', { name: 'Adventure rank' }), '58')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'Europe')
    const credentials = screen.getByRole('textbox', { name: 'Credentials' })
    // Already listed on offer 40104: the server says so.
    await user.type(credentials, 'furina_c2@mail.test{Enter}Hydro+Archon=1')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    expect(await screen.findByText(/Credential 1: You’ve already listed an account with this login\./)).toBeInTheDocument()
    expect(credentials).toHaveValue('furina_c2@mail.test\nHydro+Archon=1')
    expect(within(screen.getByRole('region', { name: 'The offer' })).getByRole('textbox', { name: /^Title/ })).toHaveValue('AR 58 starter')
  }, 30_000)
})
