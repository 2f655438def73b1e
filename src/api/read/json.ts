/*
 * JSON with the exact text of its numbers. `JSON.parse` turns 12.30 into the nearest binary double; money
 * must be read from the digits that were sent. Where the runtime passes the source text to a reviver
 * (`context.source`, Chrome 114+, Firefox 135+, Safari 18.4+, Node 21+), the text of every number whose
 * shortest round-trip form differs from it is remembered beside the object that holds it. Elsewhere a
 * number is read back from its shortest round-trip text, which is exact for up to 15 significant digits.
 */

const numberSources = new WeakMap<object, Map<string, string>>()

interface ReviverContext {
  source?: string
}

export function parseJson(text: string): unknown {
  return JSON.parse(text, function (this: object, key: string, value: unknown, context?: ReviverContext) {
    const source = context?.source
    if (typeof value === 'number' && source !== undefined && source !== String(value)) {
      let sources = numberSources.get(this)
      if (!sources) numberSources.set(this, (sources = new Map()))
      sources.set(key, source)
    }
    return value
  })
}

/** The exact JSON text of the number at `holder[key]`, when it differs from the number's shortest form. */
export function numberSource(holder: unknown, key: string): string | undefined {
  return typeof holder === 'object' && holder !== null ? numberSources.get(holder)?.get(key) : undefined
}
