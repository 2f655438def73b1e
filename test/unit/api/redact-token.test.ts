import { afterEach, describe, expect, it } from 'vitest'
import { setTokenSource } from '../../../src/api/auth'
import { readRecord } from '../../../src/api/read/record'
import { REDACTED_TOKEN } from '../../../src/api/read/redact'
import { accountOrderShape } from '../../../src/api/records/account-order'
import { liveAccountOrder } from './fixtures'

const TOKEN = 'sk-live-7f3a9c2e51'

describe('the raw value of an unreadable field', () => {
  afterEach(() => setTokenSource(() => null))

  it('never holds the API token, wherever in the value the server echoed it', () => {
    setTokenSource(() => TOKEN)
    const order = readRecord(accountOrderShape, {
      ...liveAccountOrder(),
      title: { echo: `Bearer ${TOKEN}`, [TOKEN]: [TOKEN, 1] },
      price: TOKEN,
    })!

    expect(order.title).toBeNull()
    expect(JSON.stringify(order.unreadable)).not.toContain(TOKEN)
    expect(order.unreadable.title).toEqual({ echo: `Bearer ${REDACTED_TOKEN}`, [REDACTED_TOKEN]: [REDACTED_TOKEN, 1] })
    expect(order.unreadable.price).toBe(REDACTED_TOKEN)
  })

  it('is kept as sent when there is no token (a proxy holds the key)', () => {
    const order = readRecord(accountOrderShape, { ...liveAccountOrder(), price: 'N/A' })!
    expect(order.unreadable.price).toBe('N/A')
  })
})
