import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'

/** The value beside a label of a card's facts. */
const valueOf = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('facts say what is known, in words', () => {
  it('a yes-or-no field of an offer reads Yes or No, never true or false', async () => {
    Object.assign(store().accountOffers.get(40007)!.parameters, { email_verified: true, phone_linked: false })
    await renderRoute('/account-offers/40007')
    const facts = await screen.findByRole('region', { name: 'The offer' })
    expect(valueOf(facts, 'Email verified')).toHaveTextContent(/^Yes$/)
    expect(valueOf(facts, 'Phone linked')).toHaveTextContent(/^No$/)
    expect(facts).not.toHaveTextContent(/true|false/)
  })

  it('counts are in the right number: a list of one says "1 offer"', async () => {
    await renderRoute('/account-offers?search=Renegade')
    expect(await screen.findByText('1 offer')).toHaveAttribute('role', 'status')
  })

  it('an item order’s offer is a link to the item offer’s page, an account order’s to the account offer’s', async () => {
    const { user, router } = await renderRoute('/item-orders/5101')
    const facts = await screen.findByRole('region', { name: 'Order' })
    const offerId = store().itemOrders.get(5101)!.item_offer_id
    const link = within(valueOf(facts, 'Offer')).getByRole('link', { name: `Item offer ${offerId}` })
    await user.click(link)
    await waitFor(() => expect(currentUrl(router)).toBe(`/item-offers/${offerId}`))

    await router.navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: 1001 } })
    expect(await screen.findByRole('link', { name: 'Account offer 40007' })).toHaveAttribute('href', '/account-offers/40007')
  })

  it('an offer whose answer leaves out its orders and images says so, not "No account orders yet" or "None"', async () => {
    server.use(
      http.get('*/v2/account-offers/40007', () => {
        const { account_order_ids: _orders, image_urls: _images, ...offer } = store().accountOffers.get(40007)!
        return HttpResponse.json({ data: offer })
      }),
    )
    await renderRoute('/account-offers/40007')
    const orders = await screen.findByRole('region', { name: 'Orders of this offer' })
    expect(orders).toHaveTextContent('Not known: the server did not send this offer’s orders.')
    expect(orders).not.toHaveTextContent('No account orders yet')
    expect(valueOf(screen.getByRole('region', { name: 'The offer' }), 'Images')).toHaveTextContent(/^Not sent$/)
  })

  it('a gift card order whose answer leaves out its keys says so, not "No keys have been delivered"', async () => {
    // The stored order, as the detail sends it but without its keys.
    const order = [...store().giftCardOrders.values()][0]!
    server.use(http.get(`*/v2/gift-card-orders/${order.id}`, () => HttpResponse.json({ data: order })))
    await renderRoute(`/gift-card-orders/${order.id}`)
    expect(await screen.findByText('Not known: the server did not send this order’s keys.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Key delivery audit' })).toHaveTextContent('Not known: this order’s keys were not sent or could not be read.')
    expect(document.body).not.toHaveTextContent(/No keys (have been )?delivered/)
  })
})
