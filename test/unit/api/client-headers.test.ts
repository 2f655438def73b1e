import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { specAccountOrder, specDisputeCase, specGiftCardOrder, specLinks, specMeta, TOKEN } from './fixtures'
import { answer, answerAll, failureOf, idOperations, makeClient } from './helpers'

const listBody = () => ({ data: [specGiftCardOrder()], meta: specMeta(), links: specLinks() })

describe('headers', () => {
  it.each(idOperations)('$name sends the bearer token and asks for JSON', async (op) => {
    const seen = answerAll(() => HttpResponse.json(op.ok()))
    await op.call(makeClient(), 42)
    const headers = seen[0]!.headers
    expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(headers.get('accept')).toBe('application/json')
    if (op.method === 'GET') expect(headers.get('content-type')).toBeNull()
    else expect(headers.get('content-type')).toBe('application/json')
  })

  it('listGiftCardOrders sends the token and Accept, and no Content-Type', async () => {
    const seen = answerAll(() => HttpResponse.json(listBody()))
    await makeClient().listGiftCardOrders({ status: 'delivered' })
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(seen[0]!.headers.get('accept')).toBe('application/json')
    expect(seen[0]!.headers.get('content-type')).toBeNull()
    expect(seen[0]!.body).toBe('')
  })

  it('reads the token anew for every request', async () => {
    let token = 'first-token-0001'
    const client = makeClient({ getToken: () => token })
    const seen = answerAll(() => HttpResponse.json(listBody()))
    await client.listGiftCardOrders()
    token = 'second-token-0002'
    await client.listGiftCardOrders()
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer first-token-0001',
      'Bearer second-token-0002',
    ])
  })

  it('never puts the token in the URL', async () => {
    const seen = answerAll(() => HttpResponse.json(listBody()))
    await makeClient().listGiftCardOrders({ search: '1' })
    expect(seen[0]!.url.href).not.toContain(TOKEN)
  })

  it.each([null, undefined, ''])('does not send a request when the token is %j', async (token) => {
    const seen = answerAll(() => HttpResponse.json(listBody()))
    const error = await failureOf(makeClient({ getToken: () => token }).listGiftCardOrders())
    expect(error.status).toBe(401)
    expect(seen).toHaveLength(0)
  })
})

describe('request bodies', () => {
  const credentialsPath = '*/v2/account-orders/:id/credentials'
  const acceptPath = '*/v2/order-disputes/:id/accept'
  const updated = () => HttpResponse.json({ data: specAccountOrder(), message: 'Credentials updated.', warning: null })
  const accepted = () => HttpResponse.json({ data: specDisputeCase(), message: null })

  it('sends the credentials as the exact JSON body, line breaks and spacing kept', async () => {
    const seen = answer('patch', credentialsPath, updated)
    const credentials = '  login: nightowl_eu\r\npassword: "Tr0ub4dor&3"\n\tbackup codes: 1234 5678  '
    await makeClient().updateAccountOrderCredentials(48213, credentials)
    expect(seen[0]!.body).toBe(JSON.stringify({ credentials }))
    expect(JSON.parse(seen[0]!.body)).toEqual({ credentials })
  })

  it('sends 10000 emoji as credentials: an emoji is one character', async () => {
    const seen = answer('patch', credentialsPath, updated)
    const credentials = '😀'.repeat(10000)
    await makeClient().updateAccountOrderCredentials(48213, credentials)
    expect(JSON.parse(seen[0]!.body)).toEqual({ credentials })
  })

  it('sends the dispute message as the exact JSON body', async () => {
    const seen = answer('post', acceptPath, accepted)
    await makeClient().acceptOrderDispute(3301, 'Sorry about that.\nRefunding now.')
    expect(seen[0]!.body).toBe('{"message":"Sorry about that.\\nRefunding now."}')
  })

  it('sends 1200 emoji as a message', async () => {
    const seen = answer('post', acceptPath, accepted)
    const message = '🙏'.repeat(1200)
    await makeClient().acceptOrderDispute(3301, message)
    expect(JSON.parse(seen[0]!.body)).toEqual({ message })
  })

  it.each([
    ['left out', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '  \n\t '],
  ])('sends a message that is %s as null', async (_label, message) => {
    const seen = answer('post', acceptPath, accepted)
    await makeClient().acceptOrderDispute(3301, message)
    expect(seen[0]!.body).toBe('{"message":null}')
  })

  it('sends no body on GET requests', async () => {
    const seen = answer('get', '*/v2/account-orders/:id', () => HttpResponse.json({ data: specAccountOrder() }))
    await makeClient().getAccountOrder(48213)
    expect(seen[0]!.body).toBe('')
  })
})
