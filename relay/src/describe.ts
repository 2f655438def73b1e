/** What a notice says about an event: a title, one line of what it is (never a secret), and the record it opens. */
export type RecordType = 'account-order' | 'item-order' | 'currency-order' | 'gift-card-order' | 'dispute'

export type Description = {
  title: string
  body: string
  record: { type: RecordType; id: number } | null
  path: string | null
}

type Fields = Record<string, unknown>

const fields = (value: unknown): Fields => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {})

function text(value: unknown, max = 80): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const line = value.replace(/\s+/g, ' ').trim()
  if (line === '') return null
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

function recordId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

const gameName = (order: Fields) => text(fields(order.game).name) ?? text(order.game)
const price = (order: Fields) => {
  const eur = text(order.price_eur) ?? text(order.price)
  return eur === null ? null : `${eur} EUR`
}
const line = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join(' · ')
const quantityOf = (order: Fields, what: string | null) => {
  const quantity = text(order.quantity)
  return what === null ? null : quantity === null ? what : `${quantity} × ${what}`
}

type Kind = { type: RecordType; segment: string; noun: string; body: (order: Fields) => string }

const ORDERS: Record<string, Kind> = {
  'account.order.purchased': {
    type: 'account-order',
    segment: 'account-orders',
    noun: 'account order',
    body: (order) => line(gameName(order) && `${gameName(order)} account`, text(order.title, 60), price(order)),
  },
  'item.order.purchased': {
    type: 'item-order',
    segment: 'item-orders',
    noun: 'item order',
    body: (order) => line(gameName(order), quantityOf(order, text(order.title, 60)), price(order)),
  },
  'currency.order.purchased': {
    type: 'currency-order',
    segment: 'currency-orders',
    noun: 'currency order',
    body: (order) => line(gameName(order), [text(order.quantity), text(order.currency_unit)].filter(Boolean).join(' ') || null, price(order)),
  },
  'gift_card.order.purchased': {
    type: 'gift-card-order',
    segment: 'gift-card-orders',
    noun: 'gift card order',
    body: (order) => line(quantityOf(order, text(order.title, 60)), price(order)),
  },
}

function due(seconds: unknown): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null
  return `reply by ${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

function dispute(id: number | null, title: string, body: string): Description {
  return { title, body, record: id === null ? null : { type: 'dispute', id }, path: id === null ? null : `/disputes/${id}` }
}

export function describe(event: string, payload: unknown): Description {
  const data = fields(payload)
  const order = ORDERS[event]
  if (order) {
    const id = recordId(data.id)
    return {
      title: `New ${order.noun}${id === null ? '' : ` #${id}`}`,
      body: order.body(data) || 'Open the dashboard to see it.',
      record: id === null ? null : { type: order.type, id },
      path: id === null ? null : `/${order.segment}/${id}`,
    }
  }
  if (event === 'order.dispute.created') {
    const id = recordId(data.id)
    const orderId = recordId(data.orderable_id)
    return dispute(id, `New dispute${id === null ? '' : ` #${id}`}`, line(orderId === null ? null : `On order #${orderId}`, due(data.seller_response_due_at)) || 'A buyer opened a dispute.')
  }
  if (event === 'order.dispute.updated') {
    const caseFields = fields(data.dispute)
    const change = fields(data.event)
    const id = recordId(caseFields.id)
    const what = text(change.type)?.replace(/_/g, ' ') ?? null
    const by = text(change.actor_username, 40)
    return dispute(id, `Dispute${id === null ? '' : ` #${id}`} updated`, line(what && (by ? `${what} by ${by}` : what), text(caseFields.status) && `status ${text(caseFields.status)}`) || 'Something changed on the case.')
  }
  return { title: `Marketplace event ${text(event, 60) ?? ''}`.trim(), body: 'Open the dashboard to see it.', record: null, path: null }
}
