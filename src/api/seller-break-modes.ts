import { BREAK_COMMENT_MAX_LENGTH, tooLong } from './limits'
import type { SellerBreakMode } from './lists'

/*
 * A break's modes in words and its comment's rule: the banner every page shows reads them, so they live with the
 * API's declarations (the shared code every page loads), not in the breaks' screens.
 */

/** Each mode of a break in words, in the order the dialog offers them. */
export const BREAK_MODES: readonly { mode: SellerBreakMode; label: string; hint: string }[] = [
  { mode: 'disable_all', label: 'Every offer off', hint: 'Buyers cannot order anything until the break ends.' },
  {
    mode: 'disable_manual_allow_instant',
    label: 'Manual delivery off, instant delivery stays',
    hint: 'Offers you deliver by hand are off; offers delivered automatically still sell.',
  },
  {
    mode: 'allow_all_with_reservation',
    label: 'Everything on, with reservation',
    hint: 'Every offer stays on; buyers are told you are away and may answer late.',
  },
]

/** A break's mode in words; one the dashboard does not know is shown as sent, and a missing one says so. */
export function modeText(mode: string | null): string {
  if (mode === null) return 'mode not given by the marketplace'
  const known = BREAK_MODES.find((entry) => entry.mode === mode)
  return known ? known.label.charAt(0).toLowerCase() + known.label.slice(1) : `mode “${mode}”`
}

/** The mode in words as a label or a sentence's start: "Every offer off". */
export function modeLabel(mode: string | null): string {
  const words = modeText(mode)
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Why the comment cannot be sent, or null: at most 5000 characters, counted in code points as the server does. */
export function breakCommentError(comment: string): string | null {
  return tooLong('The comment', BREAK_COMMENT_MAX_LENGTH, comment)
}
