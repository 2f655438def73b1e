/*
 * The one id parser. An id as the API uses them: a positive whole number, written plainly ("1001", not "01001",
 * "1e3" or "１"), small enough to be exact as a JavaScript number, since ids reach features as numbers.
 */
const ID_TEXT = /^[1-9]\d{0,15}$/

/** The id a text names, or null for text no record's id can be ("abc", "01", more digits than an id holds). */
export function parseId(value: string): number | null {
  if (!ID_TEXT.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

export function isIdText(value: string): boolean {
  return parseId(value) !== null
}

/** Why a typed id is not usable, or null when it is. */
export function lookupIdError(value: string): string | null {
  const id = value.trim()
  if (id === '') return 'Enter an id.'
  return isIdText(id) ? null : 'An id is a whole number such as 1001.'
}

/** Whether typed text is meant as an id (digits, signs, exponents, full-width digits) rather than words. */
export function looksLikeId(value: string): boolean {
  const text = value.trim()
  return /[0-9\uFF10-\uFF19]/.test(text) && !/\p{L}{2,}/u.test(text)
}
