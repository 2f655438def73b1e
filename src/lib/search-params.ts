/*
 * A route's `validateSearch` without a schema library: each key read by a function that returns the value,
 * or undefined when the value does not fit, so an old or hand-written link falls back quietly and never
 * breaks the page. The entry holds every route's search reader, so these stay small.
 */

/** Reads one key of the URL's search: the value kept, or undefined to leave the key out. */
export type SearchRead<T> = (value: unknown) => T | undefined

/** TanStack Router's validator adapter: `parse` reads the search; `types` tells links what they may write. */
export interface SearchValidator<I, O> {
  parse: (input: unknown) => O
  readonly types: { input: I; output: O }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The search of `reads`' keys, each read by its function; other keys are dropped. A key the URL has whose value
 * does not fit stays, as undefined: the router lays the validated search over the URL's, so a key left out
 * would keep the URL's value, and one set to undefined drops it from the URL.
 */
export function searchValidator<I, O>(reads: Record<string, SearchRead<unknown>>): SearchValidator<I, O> {
  const parse = (input: unknown) => {
    const search = isRecord(input) ? input : {}
    const output: Record<string, unknown> = {}
    for (const [key, read] of Object.entries(reads)) {
      const value = read(search[key])
      if (value !== undefined || key in search) output[key] = value
    }
    return output as O
  }
  // `types` is for the type checker only; the router never reads it.
  return { parse, types: undefined as unknown as { input: I; output: O } }
}

export const optionalString: SearchRead<string> = (value) => (typeof value === 'string' ? value : undefined)

export const optionalBoolean: SearchRead<boolean> = (value) => (typeof value === 'boolean' ? value : undefined)

/** A whole number within `min` and `max`, as the router hands numbers over (never numeric text). */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): SearchRead<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined

export const oneOf =
  <const T extends string>(values: readonly T[]): SearchRead<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined

/** The value `read` keeps, or `fallback` when it is missing or does not fit. */
export const withDefault =
  <T>(read: SearchRead<T>, fallback: T): SearchRead<T> =>
  (value) =>
    read(value) ?? fallback
