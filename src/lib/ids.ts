/** An id as the API uses them: a positive whole number, written plainly ("1001", not "01001", "1e3" or "１"). */
export function isIdText(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value)
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
