import { isIdText } from '../../../../lib/ids'

/** The case id of an address, or null for one no case can have ("abc", "01", more digits than an id holds). */
export function caseIdOf(text: string): number | null {
  const id = Number(text)
  return isIdText(text) && Number.isSafeInteger(id) ? id : null
}
