import { describe, expect, it } from 'vitest'
import { readOrderMessages } from '../../../src/api/order-messages'
import { linkify } from '../../../src/features/order-messages/linkify'
import { authorOf, inOrder, sentMessageFound } from '../../../src/features/order-messages/thread'

const raw = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  type: 'user_message',
  text: `text ${id}`,
  attachment: null,
  sender: { id: 6105, username: 'aimlab_andy', is_admin: false },
  sent_at: 100,
  ...fields,
})
const read = (...items: unknown[]) => readOrderMessages({ data: items, message: 'ok' }, 200)

describe('linkify', () => {
  it('makes http(s) URLs links and leaves everything else text, markup included', () => {
    expect(linkify('See https://example.com/a?b=1, then <img src=x onerror=alert(1)>.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then <img src=x onerror=alert(1)>.' },
    ])
    expect(linkify('javascript:alert(1) data:text/html,x ftp://x.org')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://x.org' },
    ])
    expect(linkify('(http://a.example/x)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.example/x', href: 'http://a.example/x' },
      { kind: 'text', text: ')' },
    ])
  })
})

describe('reading a conversation', () => {
  it('keeps a message with an unreadable field and leaves out one without an id', () => {
    const thread = read(raw('a', { sent_at: 'yesterday' }), raw('', {}), { text: 'no id' }, raw('b', { sender: 'x' }))
    expect(thread.leftOut).toBe(2)
    expect(thread.messages.map((message) => message.id)).toEqual(['a', 'b'])
    expect(thread.messages[0]!.unreadable).toEqual({ sent_at: 'yesterday' })
    expect(authorOf(thread.messages[1]!, 6105)).toBe('unknown')
  })

  it('refuses an answer whose data is not a list', () => {
    expect(() => readOrderMessages({ data: {} }, 200)).toThrow('data is not a list')
  })

  it('names the buyer, the seller, the marketplace staff and its notices', () => {
    const [buyer, seller, staff, notice, noSender] = read(
      raw('1'),
      raw('2', { sender: { id: 9001, username: 'EmberTrade', is_admin: false } }),
      raw('3', { sender: { id: 1, username: 'Support', is_admin: true } }),
      raw('4', { type: 'system_message' }),
      raw('5', { sender: null }),
    ).messages
    expect([buyer, seller, staff, notice, noSender].map((message) => authorOf(message!, 6105))).toEqual([
      'buyer',
      'seller',
      'marketplace',
      'system',
      'system',
    ])
  })

  it('orders by time, ties as sent, an unreadable time last', () => {
    const { messages } = read(raw('late', { sent_at: 300 }), raw('bad', { sent_at: 'x' }), raw('tie1'), raw('tie2'))
    expect(inOrder(messages).map((message) => message.id)).toEqual(['tie1', 'tie2', 'late', 'bad'])
  })
})

describe('Check now after a send whose answer never came', () => {
  const before = new Set(['1'])
  it('finds a new message with exactly the text sent', () => {
    expect(sentMessageFound(before, read(raw('1'), raw('2', { text: 'hi' })), 'hi')).toBe('applied')
  })
  it('does not count a message that was there before', () => {
    expect(sentMessageFound(new Set(['1', '2']), read(raw('1'), raw('2', { text: 'hi' })), 'hi')).toBe('not-applied')
  })
  it('cannot tell when a message could not be read', () => {
    expect(sentMessageFound(before, read(raw('1'), raw('2', { text: 5 })), 'hi')).toBe('unknown')
    expect(sentMessageFound(before, read(raw('1'), { text: 'hi' }), 'hi')).toBe('unknown')
  })
})
