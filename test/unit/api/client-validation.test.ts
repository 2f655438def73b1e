import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { specAccountOrder, specDisputeCase } from './fixtures'
import { answerAll, failureOf, makeClient, recordingFetch } from './helpers'

/** Every request the client makes, through MSW and through the fetch it was given. */
function watchNetwork() {
  const recorder = recordingFetch()
  const seen = answerAll(() =>
    HttpResponse.json({ data: specAccountOrder(), message: null, warning: null }, { status: 200 }),
  )
  return { client: makeClient({ fetch: recorder.fetch }), count: () => seen.length + recorder.calls.length }
}

describe('credentials are checked before sending', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '     '],
    ['only line breaks and tabs', '\n\r\n\t'],
  ])('refuses credentials that are %s, with no request', async (_label, credentials) => {
    const network = watchNetwork()
    const error = await failureOf(network.client.updateAccountOrderCredentials(48213, credentials))
    expect(error.kind).toBe('invalid_request')
    expect(error.status).toBe(0)
    expect(error.fieldErrors.credentials).toEqual([expect.any(String)])
    expect(error.message).not.toBe('')
    expect(network.count()).toBe(0)
  })

  it('refuses credentials that are not text at all', async () => {
    const network = watchNetwork()
    const error = await failureOf(
      network.client.updateAccountOrderCredentials(48213, undefined as unknown as string),
    )
    expect(error.kind).toBe('invalid_request')
    expect(Object.keys(error.fieldErrors)).toEqual(['credentials'])
    expect(network.count()).toBe(0)
  })

  it.each([
    ['10001 letters', 'a'.repeat(10001)],
    ['10001 emoji', '😀'.repeat(10001)],
    ['10000 letters and one emoji', 'a'.repeat(10000) + '😀'],
  ])('refuses %s, with no request', async (_label, credentials) => {
    const network = watchNetwork()
    const error = await failureOf(network.client.updateAccountOrderCredentials(48213, credentials))
    expect(error.kind).toBe('invalid_request')
    expect(error.fieldErrors.credentials?.[0]).toMatch(/10000/)
    expect(network.count()).toBe(0)
  })

  it.each([
    ['10000 letters', 'a'.repeat(10000)],
    ['10000 emoji (20000 UTF-16 units)', '😀'.repeat(10000)],
    ['5000 flags, two code points each', '🇪🇺'.repeat(5000)],
  ])('accepts %s and sends them', async (_label, credentials) => {
    const network = watchNetwork()
    const result = await network.client.updateAccountOrderCredentials(48213, credentials)
    expect(result.order.id).toBe(48213)
    expect(network.count()).toBe(2)
  })

  it('does not put the credentials in the error of a refused request', async () => {
    const network = watchNetwork()
    const credentials = `secret-password-${'x'.repeat(10000)}`
    const error = await failureOf(network.client.updateAccountOrderCredentials(48213, credentials))
    expect(error.message).not.toContain('secret-password')
    expect(JSON.stringify(error.fieldErrors)).not.toContain('secret-password')
  })
})

describe('the dispute message is checked before sending', () => {
  function acceptNetwork() {
    const recorder = recordingFetch()
    const seen = answerAll(() => HttpResponse.json({ data: specDisputeCase(), message: null }))
    return { client: makeClient({ fetch: recorder.fetch }), seen, count: () => seen.length + recorder.calls.length }
  }

  it.each([
    ['1201 letters', 'm'.repeat(1201)],
    ['1201 emoji', '🙏'.repeat(1201)],
  ])('refuses a message of %s, with no request', async (_label, message) => {
    const network = acceptNetwork()
    const error = await failureOf(network.client.acceptOrderDispute(3301, message))
    expect(error.kind).toBe('invalid_request')
    expect(error.status).toBe(0)
    expect(error.fieldErrors.message?.[0]).toMatch(/1200/)
    expect(network.count()).toBe(0)
  })

  it.each([
    ['1200 letters', 'm'.repeat(1200)],
    ['1200 emoji', '🙏'.repeat(1200)],
  ])('accepts a message of %s', async (_label, message) => {
    const network = acceptNetwork()
    const result = await network.client.acceptOrderDispute(3301, message)
    expect(result.dispute?.id).toBe(3301)
    expect(JSON.parse(network.seen[0]!.body)).toEqual({ message })
  })

  it('refuses a message that is not text, with no request', async () => {
    const network = acceptNetwork()
    const error = await failureOf(network.client.acceptOrderDispute(3301, 42 as unknown as string))
    expect(error.kind).toBe('invalid_request')
    expect(Object.keys(error.fieldErrors)).toEqual(['message'])
    expect(network.count()).toBe(0)
  })
})
