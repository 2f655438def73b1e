import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSecretBatch, splitSecrets } from '../../../src/lib/secret-batch'
import { codePointLength } from '../../../src/lib/text'

const RUNS = { numRuns: 400 }

/** A line with something on it and no line break: letters, spaces, emoji, and odd characters. */
const lineArb = fc
  .string({ unit: fc.oneof(fc.constantFrom('a', 'b', ':', ' ', '\t', '😀', 'é', '"', ','), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), minLength: 1, maxLength: 12 })
  .map((line) => line.replace(/[\r\n\u2028\u2029]/g, 'x'))
  .filter((line) => line.trim() !== '')
const blockArb = fc.array(lineArb, { minLength: 1, maxLength: 4 })
const breakArb = fc.constantFrom('\n', '\r\n', '\r')

describe('the block splitter (property)', () => {
  it('gives back the blocks joined by one blank line, whatever the line ends, each trimmed', () => {
    fc.assert(
      fc.property(fc.array(blockArb, { maxLength: 8 }), breakArb, (blocks, eol) => {
        const text = blocks.map((lines) => lines.join(eol)).join(eol + eol)
        expect(splitSecrets(text, 'blocks').map((entry) => entry.text)).toEqual(blocks.map((lines) => lines.join('\n').trim()))
      }),
      RUNS,
    )
  })

  it('accounts for every entry: ready, empty, too long, repeated or in stock; what is ready is unique, short enough and new', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(blockArb, fc.constant([] as string[])), { maxLength: 10 }),
        breakArb,
        fc.nat(30),
        fc.array(lineArb, { maxLength: 3 }),
        (blocks, eol, maxLength, inStock) => {
          const text = blocks.map((lines) => lines.join(eol)).join(eol + eol)
          const batch = checkSecretBatch(text, { mode: 'blocks', maxLength, inStock })
          const { counts } = batch
          expect(counts.ready + counts.empty + counts['too-long'] + counts.duplicate + counts['in-stock']).toBe(counts.entries)
          expect(batch.ready).toHaveLength(counts.ready)
          expect(new Set(batch.ready).size).toBe(batch.ready.length)
          const stock = new Set(inStock.map((entry) => entry.trim()))
          for (const entry of batch.ready) {
            expect(codePointLength(entry)).toBeLessThanOrEqual(maxLength)
            expect(stock.has(entry)).toBe(false)
            expect(entry).toBe(entry.trim())
          }
          // Nothing sendable is lost: every entry that is not empty, too long or in stock is sent once.
          const sendable = batch.entries.filter((entry) => entry.text !== '' && entry.length <= maxLength && !stock.has(entry.text))
          expect(new Set(batch.ready)).toEqual(new Set(sendable.map((entry) => entry.text)))
          for (const entry of batch.entries) {
            if (entry.flag === 'duplicate') expect(batch.entries[entry.repeats! - 1]!.text).toBe(entry.text)
          }
        },
      ),
      RUNS,
    )
  })

  it('points each entry at the line where it starts', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lineArb, fc.constantFrom('', ' ', '\t')), { maxLength: 15 }), breakArb, fc.constantFrom('blocks', 'lines'), (lines, eol, mode) => {
        const text = lines.join(eol)
        for (const entry of splitSecrets(text, mode)) {
          const line = lines[entry.line - 1]!
          expect(entry.text === '' ? line.trim() === '' : entry.text.startsWith(line.trim())).toBe(true)
        }
      }),
      RUNS,
    )
  })
})

describe('the keys splitter (property)', () => {
  it('sends each distinct key once, trimmed and in order, and flags each blank line between keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(lineArb.map((key) => key.trim()), fc.constant('')), { maxLength: 20 }),
        breakArb,
        fc.constantFrom('', ' ', '\t '),
        (keys, eol, pad) => {
          const text = keys.map((key) => `${pad}${key}${pad}`).join(eol) + eol
          const batch = checkSecretBatch(text, { mode: 'lines' })
          const present = keys.filter((key) => key !== '')
          expect(batch.ready).toEqual([...new Set(present)])
          const first = keys.findIndex((key) => key !== '')
          const last = keys.findLastIndex((key) => key !== '')
          const inner = first < 0 ? [] : keys.slice(first, last + 1)
          expect(batch.counts.empty).toBe(inner.filter((key) => key === '').length)
          expect(batch.counts.duplicate).toBe(present.length - new Set(present).size)
        },
      ),
      RUNS,
    )
  })
})
