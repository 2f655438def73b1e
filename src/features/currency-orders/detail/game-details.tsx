import { useState } from 'react'
import type { CurrencyOrder } from '../../../api/records/currency-order'
import { Button } from '../../../components/ui/button'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { UnreadableValue } from '../../../components/ui/unreadable-value'
import { formatFact, humanize } from '../../../lib/format'

/**
 * The buyer's game details (`credentials`: character, realm...). Until "Reveal" is pressed only a mask is
 * rendered: the values are not in the page at all. They are never copied into a list, a log or storage.
 */
export function GameDetails({ order }: { order: CurrencyOrder }) {
  const [revealed, setRevealed] = useState(false)
  const unreadable = 'credentials' in order.unreadable
  const entries = Object.entries(order.credentials ?? {})
  const empty = !unreadable && entries.length === 0
  return (
    <SectionCard
      title="Buyer’s game details"
      actions={
        empty ? null : (
          <Button variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            {revealed ? 'Hide game details' : 'Reveal game details'}
          </Button>
        )
      }
    >
      {empty ? (
        <Muted as="p">The buyer has given no game details.</Muted>
      ) : !revealed ? (
        <p>
          <span aria-hidden="true">••••••••••••</span>
          <span className="visually-hidden">Hidden. Press “Reveal game details” to see them.</span>
        </p>
      ) : unreadable ? (
        <UnreadableValue raw={order.unreadable.credentials} secret />
      ) : (
        <KeyValues>
          {entries.map(([key, value]) => (
            <KeyValue key={key} label={humanize(key)}>
              <code>{formatFact(value)}</code>
            </KeyValue>
          ))}
        </KeyValues>
      )}
    </SectionCard>
  )
}
