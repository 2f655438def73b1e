import { safeHttpUrl } from '../../lib/safe-url'

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// Ends at white space or a character that cannot end a URL in running text; trailing punctuation is trimmed below.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi
const TRAILING = /[.,;:!?)\]}]+$/

/**
 * A message's text as plain text with its http(s) URLs as links: nothing in it is ever read as markup, and any
 * other scheme (javascript:, data:) stays text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(TRAILING, '')
    const href = safeHttpUrl(candidate)
    if (!href) continue
    const start = match.index
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    parts.push({ kind: 'link', text: candidate, href })
    last = start + candidate.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
