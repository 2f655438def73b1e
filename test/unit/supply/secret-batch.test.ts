import { describe, expect, it } from 'vitest'
import { appendSecrets, checkSecretBatch, secretFileText, splitSecrets } from '../../../src/lib/secret-batch'

const flags = (text: string, options: Parameters<typeof checkSecretBatch>[1]) =>
  checkSecretBatch(text, options).entries.map((entry) => [entry.position, entry.line, entry.flag, entry.repeats])

describe('credential blocks', () => {
  it('splits on blank lines (CRLF too), keeps the lines inside a block, and trims each block', () => {
    expect(splitSecrets('\r\n  login: a\r\npass: 1  \r\n\r\n\tlogin: b\npass: 2\n \n', 'blocks')).toEqual([
      { text: 'login: a\npass: 1', line: 2 },
      { text: 'login: b\npass: 2', line: 5 },
    ])
  })

  it('flags 4 blocks with one of 501 characters and one duplicate; the other two are ready', () => {
    const long = 'x'.repeat(501)
    const batch = checkSecretBatch(['a\n1', long, 'b\n2', 'a\n1'].join('\n\n'), { mode: 'blocks', maxLength: 500 })
    expect(batch.entries.map((entry) => [entry.position, entry.line, entry.flag, entry.repeats])).toEqual([
      [1, 1, null, null],
      [2, 4, 'too-long', null],
      [3, 6, null, null],
      [4, 9, 'duplicate', 1],
    ])
    expect(batch.ready).toEqual(['a\n1', 'b\n2'])
    expect(batch.counts).toEqual({ entries: 4, ready: 2, empty: 0, 'too-long': 1, duplicate: 1, 'in-stock': 0 })
  })

  it('counts length in code points, as the server does, and flags each extra blank line as an empty block', () => {
    expect(flags(`${'😀'.repeat(500)}\n\n\n${'😀'.repeat(501)}`, { mode: 'blocks', maxLength: 500 })).toEqual([
      [1, 1, null, null],
      [2, 3, 'empty', null],
      [3, 4, 'too-long', null],
    ])
  })

  it('flags what is already in stock, compared trimmed and with any line ending', () => {
    const batch = checkSecretBatch('a\n1\n\nb', { mode: 'blocks', inStock: [' a\r\n1 '] })
    expect(batch.entries.map((entry) => entry.flag)).toEqual(['in-stock', null])
    expect(batch.ready).toEqual(['b'])
  })
})

describe('gift card keys', () => {
  it('takes one key a line, trimmed; flags blank lines between keys and duplicates, not a final line break', () => {
    const batch = checkSecretBatch('K1\n K2 \n\nK3\nK4\nK2\n', { mode: 'lines' })
    expect(batch.entries.map((entry) => [entry.line, entry.flag])).toEqual([
      [1, null],
      [2, null],
      [3, 'empty'],
      [4, null],
      [5, null],
      [6, 'duplicate'],
    ])
    expect(batch.ready).toEqual(['K1', 'K2', 'K3', 'K4'])
  })

  it('has nothing to send for blank text', () => {
    expect(checkSecretBatch(' \n\t\n', { mode: 'lines' }).counts.entries).toBe(0)
  })
})

describe('a picked file', () => {
  it('reads a .csv of keys as the first cell of each row, quotes undone; a .txt as it is', () => {
    expect(secretFileText('keys.CSV', '\uFEFFK1,2026-01-01\r\n"K,2"";x",y\n\nK3;z', 'lines')).toBe('K1\nK,2";x\n\nK3')
    expect(secretFileText('keys.txt', 'K1,x\nK2', 'lines')).toBe('K1,x\nK2')
    expect(secretFileText('logins.csv', 'a,b\n\nc', 'blocks')).toBe('a,b\n\nc')
  })

  it('joins what is typed, separated as the mode separates entries', () => {
    expect(appendSecrets('', 'K3', 'lines')).toBe('K3')
    expect(appendSecrets('K1\nK2\n\n', 'K3', 'lines')).toBe('K1\nK2\nK3')
    expect(appendSecrets('a\n1\n', 'b', 'blocks')).toBe('a\n1\n\nb')
  })
})
