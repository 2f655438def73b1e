/** Length in Unicode code points, as the server counts it: an emoji is one character. */
export function codePointLength(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}
