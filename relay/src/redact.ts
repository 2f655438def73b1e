/*
 * The fields a payload's secrets live in, at any depth: an account order's `credentials` (the login), a gift card
 * order's `keys`, a currency order's `credentials` (the buyer's game details: character, realm...). `key`,
 * `password` and `game_details` go too, in case a later version of an event names them so. The relay keeps what a
 * notice needs, never a secret (docs/notices.md, "What is kept").
 */
const SECRET_FIELDS = new Set(['credentials', 'keys', 'key', 'password', 'game_details'])

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (value === null || typeof value !== 'object') return value
  const kept: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value)) {
    if (SECRET_FIELDS.has(name.toLowerCase())) continue
    kept[name] = withoutSecrets(field)
  }
  return kept
}
