import { describe, expect, it } from 'vitest'
import { dec } from '../../../src/features/currency-offers/decimal'
import { byNormalisedPrice } from '../../../src/features/currency-offers/offers'
import { parsePriceInput, priceStep, rankPrice, winningPrice } from '../../../src/features/currency-offers/price-helper'
import { rankSentence } from '../../../src/features/currency-offers/rank-text'
import { offer, prepared } from './fixtures'

describe('reading the seller’s price', () => {
  it('accepts plain decimals', () => {
    for (const [text, value] of [
      ['0.3', '0.3'],
      [' 12 ', '12'],
      ['.5', '0.5'],
      ['7.', '7'],
      ['0.000000123', '0.000000123'],
    ]) {
      const parsed = parsePriceInput(text as string)
      expect(parsed.ok && parsed.value.toFixed()).toBe(value)
    }
  })

  it('explains what is wrong with anything else', () => {
    const message = (text: string) => {
      const parsed = parsePriceInput(text)
      return parsed.ok ? null : parsed.message
    }
    expect(message('')).toBe('Enter a price, such as 0.0125.')
    expect(message('0,30')).toBe('Use a dot for decimals: 0.30.')
    expect(message('-1')).toBe('A price cannot be negative.')
    expect(message('0')).toBe('Enter a price above 0.')
    expect(message('€1')).toMatch(/as a number in EUR/)
    expect(message('1e3')).toMatch(/as a number in EUR/)
    expect(message('1.2.3')).toMatch(/as a number in EUR/)
    expect(message('.')).toMatch(/as a number in EUR/)
    expect(message('0.1234567890123')).toBe('Use at most 12 decimal places.')
  })
})

describe('rank among competitors', () => {
  // Per Gold: 0.07 (0.7 per 10 Gold), 0.1, 0.3 (300 per 1K Gold), 0.3.
  const rows = prepared(offer(1, '0.7', 10), offer(2, '0.1'), offer(3, '300', 1000), offer(4, '0.30'))

  it('is 1 + the number of strictly cheaper competitors, with ties counted apart', () => {
    expect(rankPrice({ amount: dec('0.05'), per: 1 }, rows)).toEqual({ rank: 1, tied: 0, competitors: 4 })
    // 0.7 / 10 is exactly 0.07: a tie, although 0.7 / 10 !== 0.07 in binary floating point.
    expect(rankPrice({ amount: dec('0.07'), per: 1 }, rows)).toEqual({ rank: 1, tied: 1, competitors: 4 })
    // 0.1 + 0.2 is exactly 0.3, two competitors ask it.
    expect(rankPrice({ amount: dec('0.1').plus('0.2'), per: 1 }, rows)).toEqual({ rank: 3, tied: 2, competitors: 4 })
    expect(rankPrice({ amount: dec('0.31'), per: 1 }, rows)).toEqual({ rank: 5, tied: 0, competitors: 4 })
  })

  it('compares a price entered per another unit exactly', () => {
    expect(rankPrice({ amount: dec('70'), per: 1000 }, rows)).toEqual({ rank: 1, tied: 1, competitors: 4 })
    expect(rankPrice({ amount: dec('69.99'), per: 1000 }, rows)).toEqual({ rank: 1, tied: 0, competitors: 4 })
  })

  it('says it in words, ties included', () => {
    expect(rankSentence({ rank: 1, tied: 0, competitors: 4 })).toBe(
      'Rank 1 of 5 (you and 4 competitors): you would be the cheapest.',
    )
    expect(rankSentence({ rank: 1, tied: 1, competitors: 4 })).toMatch(/^Rank 1 of 5 .*, tied: 1 competitor asks exactly/)
    expect(rankSentence({ rank: 3, tied: 2, competitors: 4 })).toBe(
      'Rank 3 of 5 (you and 4 competitors): 2 competitors are cheaper, and 2 competitors ask exactly the same price (a tie).',
    )
    expect(rankSentence({ rank: 2, tied: 0, competitors: 1 })).toBe(
      'Rank 2 of 2 (you and 1 competitor): 1 competitor is cheaper.',
    )
  })
})

describe('highest price that would still be the cheapest', () => {
  it('has a step of one unit in the last decimal place, never coarser than a cent', () => {
    expect(priceStep('12.50').toFixed()).toBe('0.01')
    expect(priceStep('0.000126').toFixed()).toBe('0.000001')
    expect(priceStep('12').toFixed()).toBe('0.01')
    expect(priceStep('12.5').toFixed()).toBe('0.01')
  })

  it('undercuts the cheapest competitor by one step on its quoted unit', () => {
    const result = winningPrice(byNormalisedPrice(prepared(offer(1, '0.30'), offer(2, '0.1230', 1000))))
    expect(result?.cheapest.offer.id).toBe(2)
    expect(result?.amount?.toFixed()).toBe('0.1229')
  })

  it('is exact where binary floating point is not: 0.1 + 0.2 minus a cent is 0.29', () => {
    const cheapest = dec('0.1').plus('0.2').toFixed()
    const result = winningPrice(byNormalisedPrice(prepared(offer(1, cheapest), offer(2, '0.31'))))
    expect(result?.amount?.toFixed()).toBe('0.29')
    expect(0.1 + 0.2 - 0.01).not.toBe(0.29)
  })

  it('among equally cheap offers, takes the one with the finest step per base unit', () => {
    // Both are 0.12 per Gold; a cent on 1K Gold is 0.00001 per Gold, finer than a cent per Gold.
    const result = winningPrice(byNormalisedPrice(prepared(offer(1, '0.12'), offer(2, '120.00', 1000))))
    expect(result?.cheapest.offer.id).toBe(2)
    expect(result?.amount?.toFixed()).toBe('119.99')
  })

  it('is none when the cheapest price is already one step', () => {
    const result = winningPrice(byNormalisedPrice(prepared(offer(1, '0.01'))))
    expect(result?.amount).toBeNull()
    expect(winningPrice([])).toBeNull()
  })
})
