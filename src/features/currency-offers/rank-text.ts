import type { RankResult } from './price-helper'
import { formatCount } from '../../lib/format'

function competitors(count: number): string {
  return formatCount(count, 'competitor')
}

/** "Rank 3 of 37: 2 competitors are cheaper, and 1 competitor asks exactly the same price." */
export function rankSentence({ rank, tied, competitors: total }: RankResult, { current = false } = {}): string {
  const wouldBe = current ? 'are' : 'would be'
  const wouldNotBe = current ? 'are not' : 'would not be'
  const of = `of ${total + 1} (you and ${competitors(total)})`
  const cheaper = rank - 1
  if (cheaper === 0 && tied === 0) return `Rank 1 ${of}: you ${wouldBe} the cheapest.`
  if (cheaper === 0) {
    return `Rank 1 ${of}, tied: ${competitors(tied)} ${tied === 1 ? 'asks' : 'ask'} exactly the same price, so you ${wouldNotBe} the only cheapest.`
  }
  const ties = tied > 0 ? `, and ${competitors(tied)} ${tied === 1 ? 'asks' : 'ask'} exactly the same price (a tie)` : ''
  return `Rank ${rank} ${of}: ${competitors(cheaper)} ${cheaper === 1 ? 'is' : 'are'} cheaper${ties}.`
}
