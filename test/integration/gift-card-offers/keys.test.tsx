import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { recordWrites } from './helpers'

const stock = () => screen.getByRole('region', { name: 'The offer' })

describe('a gift card offer’s keys', () => {
  it('flags an empty line and a repeat before sending, sends the rest in one POST, lists them masked; Remove sends one DELETE', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/gift-card-offers/804')
    const section = await screen.findByRole('region', { name: 'Add keys' })
    await user.click(within(section).getByRole('textbox', { name: /^Keys/ }))
    await user.paste('  AAAA-1111 \nBBBB-2222\n\nCCCC-3333\nBBBB-2222\nDDDD-4444')
    expect(within(section).getByText('6 keys: 4 ready to send; 1 empty, 1 repeated.')).toBeInTheDocument()
    const leftOut = within(section).getByRole('list', { name: 'keys left out' })
    expect(within(leftOut).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3 is empty: left out.',
      'Key 5 (line 5): the same as key 2. Left out.',
    ])
    expect(writes).toEqual([])
    await user.click(within(section).getByRole('button', { name: 'Add 4 keys' }))
    await waitFor(() => expect(stock()).toHaveTextContent('11 keys'))
    expect(writes).toEqual(['POST /v2/gift-cards/offers/804/stock {"keys":["AAAA-1111","BBBB-2222","CCCC-3333","DDDD-4444"]}'])
    expect(within(section).getByRole('textbox', { name: /^Keys/ })).toHaveValue('')

    const added = await screen.findByRole('region', { name: 'Keys just added' })
    expect(within(added).getAllByRole('listitem')).toHaveLength(4)
    expect(added).not.toHaveTextContent('AAAA-1111')
    await user.click(within(added).getByRole('button', { name: 'Reveal keys' }))
    expect(added).toHaveTextContent('AAAA-1111')
    await user.click(within(added).getAllByRole('button', { name: /^Remove/ })[0]!)
    await waitFor(() => expect(stock()).toHaveTextContent('10 keys'))
    expect(within(added).getAllByRole('listitem')).toHaveLength(3)
    expect(writes.slice(1)).toEqual([expect.stringMatching(/^DELETE \/v2\/gift-cards\/offers\/804\/stock\/\d+$/)])
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(/AAAA|BBBB|CCCC|DDDD/)
  })

  it('a refusal keeps the keys in the field; a lost answer says they may have been sent, and Check reads the stock', async () => {
    server.use(http.post('*/v2/gift-cards/offers/805/stock', () => HttpResponse.json({ message: 'The keys.0 field is not a valid code.', errors: { 'keys.0': ['The keys.0 field is not a valid code.'] } }, { status: 422 })))
    const { user } = await renderRoute('/gift-card-offers/805')
    const section = await screen.findByRole('region', { name: 'Add keys' })
    const field = within(section).getByRole('textbox', { name: /^Keys/ })
    await user.type(field, 'not-a-key')
    await user.click(within(section).getByRole('button', { name: 'Add 1 key' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent('The keys.0 field is not a valid code.')
    expect(field).toHaveValue('not-a-key')

    server.use(http.post('*/v2/gift-cards/offers/805/stock', () => HttpResponse.error()))
    await user.click(within(section).getByRole('button', { name: 'Add 1 key' }))
    expect(await within(section).findByText('The keys may have been sent.')).toBeInTheDocument()
    expect(field).toHaveValue('not-a-key')
    await user.click(within(section).getByRole('button', { name: 'Check now' }))
    expect(await within(section).findByText('Not saved: the server does not have it. You can send it again.')).toBeInTheDocument()
  })

  it('adds keys from a .csv file (each row’s first cell) to what is typed, all in one POST', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/gift-card-offers/802')
    const section = await screen.findByRole('region', { name: 'Add keys' })
    await user.type(within(section).getByRole('textbox', { name: /^Keys/ }), 'TYPED-0001')
    const file = new File(['FILE-0001,batch 7\r\nFILE-0002;batch 7\r\n'], 'keys.csv', { type: 'text/csv' })
    await user.upload(within(section).getByLabelText('Add from a file (.txt or .csv)'), file)
    expect(await within(section).findByText('3 keys: 3 ready to send.')).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Add 3 keys' }))
    await waitFor(() => expect(stock()).toHaveTextContent('6 keys'))
    expect(writes).toEqual(['POST /v2/gift-cards/offers/802/stock {"keys":["TYPED-0001","FILE-0001","FILE-0002"]}'])
  })
})
