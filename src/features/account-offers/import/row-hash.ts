/*
 * A row's identity across visits: the SHA-256 of its canonical form. The same row gives the same hash whatever the
 * order of the columns, the line ends, white space around a cell or an empty cell left out; any other change (a
 * credential, a price) gives another. Only the hash is kept, never the row.
 */

/** The cells by column name: trimmed, line ends as "\n", empty ones left out, sorted by name; with the game's slug. */
export function canonicalRow(game: string, cells: Readonly<Record<string, string>>): string {
  const entries = Object.entries(cells)
    .map(([name, value]) => [name, value.split(/\r\n|\r/).join('\n').trim()] as const)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([game, entries])
}

/** Lowercase hex of the SHA-256 of a row's canonical form (UTF-8). */
export async function canonicalHash(canonical: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
