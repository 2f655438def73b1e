import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'

const posts: unknown[] = []
const listener = async ({ request }: { request: Request }) => {
  if (request.method === 'POST') posts.push(await request.clone().json())
}
afterEach(() => {
  server.events.removeListener('request:start', listener)
  posts.length = 0
})

describe('a new gift card offer', () => {
  it('from the catalog: brand, then region, then face value; a refusal lands on its field with everything kept', async () => {
    server.events.on('request:start', listener)
    const { user, router } = await renderRoute('/gift-card-offers/new')
    await user.click(await screen.findByRole('button', { name: 'Create offer' }))
    expect(screen.getByText('Choose a brand.')).toBeInTheDocument()
    expect(screen.getByText('Enter the price.')).toBeInTheDocument()
    expect(posts).toEqual([])

    await user.selectOptions(screen.getByLabelText('Brand'), 'Steam Wallet')
    const region = screen.getByLabelText('Region')
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Europe' })).toBeInTheDocument())
    await user.selectOptions(region, 'Europe')
    await user.selectOptions(screen.getByLabelText('Face value'), '€20.00')
    expect(screen.getByText(/Steam Wallet 20 EUR \(EU\) · lowest price now €18.40/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Price \(EUR\)/), '18.30')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    expect(await screen.findByText('You already have an offer for this gift card.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Price \(EUR\)/)).toHaveValue('18.30')
    expect(posts).toEqual([{ gift_card_id: 100, price: 18.3 }])

    await user.selectOptions(screen.getByLabelText('Face value'), '€50.00')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/gift-card-offers\/\d+$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Steam Wallet 50 EUR (EU)' })).toBeInTheDocument()
    expect(posts).toHaveLength(2)
  })

  it('from brand, region and face value typed in', async () => {
    server.events.on('request:start', listener)
    const { user } = await renderRoute('/gift-card-offers/new')
    await user.click(await screen.findByRole('tab', { name: 'Other card' }))
    await user.selectOptions(screen.getByLabelText('Brand'), 'Google Play')
    await user.selectOptions(screen.getByLabelText('Region'), 'Global')
    await user.type(screen.getByLabelText(/^Face value/), '0')
    await user.type(screen.getByLabelText(/^Currency of the face value/), 'US')
    await user.type(screen.getByLabelText(/^Price \(EUR\)/), '13.5')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    expect(screen.getByText('Enter the face value as a positive number, like 20 or 12.50.')).toBeInTheDocument()
    expect(screen.getByText('Enter the currency as three letters, such as EUR or USD.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Face value/))
    await user.type(screen.getByLabelText(/^Face value/), '15')
    await user.type(screen.getByLabelText(/^Currency of the face value/), 'd')
    await user.click(screen.getByRole('button', { name: 'Create offer' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Play 15 USD (Global)' })).toBeInTheDocument()
    expect(posts).toEqual([{ brand_id: 15, region_id: 7, face_value_amount: 15, face_value_unit: 'USD', price: 13.5 }])
  })
})
