import { notFound, useParams } from '@tanstack/react-router'

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

/**
 * The `params` of a route whose path names a record by id (`/account-orders/$accountOrderId`): the route, its
 * children and their loaders read the id as a number, and links pass numbers. An address no record can have
 * ("abc", "01", "1e3") is the route's "not found", without asking the API.
 */
export function idParams<const Name extends string>(name: Name) {
  return {
    parse: (raw: Record<Name, string>): Record<Name, number> => {
      const id = parseId(raw[name])
      if (id === null) throw notFound()
      return { [name]: id } as Record<Name, number>
    },
    stringify: (params: Record<Name, number>): Record<Name, string> =>
      ({ [name]: String(params[name]) }) as Record<Name, string>,
  }
}

/**
 * The id a record's not-found page names, as the address wrote it: the id, or the text that is none ("abc"),
 * which the router keeps when `idParams` refuses it.
 */
export function useIdText(name: string): string {
  const value: unknown = (useParams({ strict: false }) as Record<string, unknown>)[name]
  return typeof value === 'number' || typeof value === 'string' ? String(value) : ''
}
