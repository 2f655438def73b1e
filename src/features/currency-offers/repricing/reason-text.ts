import { formatWinningPrice } from '../format-price'
import type { Suggestion } from './rule'
import { formatCount } from '../../../lib/format'

function competitors(count: number): string {
  return formatCount(count, 'competitor')
}

/** Why the assistant suggests its price, in one or two sentences; `unit` names the seller's unit ("1K Gold"). */
export function reasonText({ reason, cheapest, step, target }: Suggestion, unit: string): string {
  const money = formatWinningPrice
  const undercut =
    cheapest && step && target
      ? `${cheapest.row.offer.seller.username} asks ${money(cheapest.price)} per ${unit}; one step (${money(step)}) lower is ${money(target)}.`
      : ''
  switch (reason.kind) {
    case 'undercut':
      return `The cheapest counted offer: ${undercut}`
    case 'leaving':
      return `You are already the cheapest by more than one step: you are leaving ${money(reason.leaving)} per ${unit}. ${undercut}`
    case 'floor':
      return reason.underFloor > 0
        ? `${competitors(reason.underFloor)} ${reason.underFloor === 1 ? 'is' : 'are'} under your floor: raised to your floor. ${undercut}`
        : `One step under the cheapest counted offer would be under your floor: raised to your floor. ${undercut}`
    case 'ceiling':
      return `Lowered to your ceiling: ${undercut}`
    case 'no-room':
      return 'The cheapest counted offer already asks the smallest possible price: no lower price wins.'
    case 'no-competitor':
      return {
        ceiling: 'No competitor counts: your ceiling.',
        current: 'No competitor counts: your current price, kept as it is.',
        floor: 'No competitor counts, and there is no ceiling or current price: your floor.',
        none: 'No competitor counts. Set a ceiling, or type your current price in the price helper.',
      }[reason.source]
  }
}

/** The price-war warning, or null. */
export function priceWarText({ priceWar, step }: Suggestion): string | null {
  if (priceWar === null || !step) return null
  return `Price war: the cheapest ${priceWar} counted offers are within one step (${formatWinningPrice(step)}) of each other. Undercutting them again may only lower everyone’s price.`
}
