import { Link, type LinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatNumber } from '../../lib/format'
import { DateTime } from '../ui/date-time'
import { Muted } from '../ui/text'
import { ReadField } from '../ui/unreadable-value'
import { Tile, TileCount, TileList, type TileQuery, type TileReserve } from './tile'
import styles from './tile.module.css'

interface WaitingTileProps<T, R extends { readonly id: number }> {
  /** The heading, which leads to the list of every waiting item, as does the count under the items. */
  title: string
  list: LinkOptions
  query: TileQuery<T>
  /** How many items it shows at the most. */
  most: number
  /** When the tile keeps the room of its most items (`Tile`'s `reserve`). */
  reserve?: TileReserve
  /** The items shown, in their order, and how many wait in all. */
  items: (data: T) => { records: readonly R[]; total: number }
  /** The order of the items, for a screen reader: "Soonest deadline first". */
  order: string
  /** What the tile says when nothing waits. */
  empty: string
  item: (record: R) => ReactNode
  /** The link under the items, given the count already formatted. */
  footer: (count: ReactNode, total: number) => ReactNode
}

/** A tile of the items waiting for the seller, each leading to its page, and how many wait in all. */
export function WaitingTile<T, R extends { readonly id: number }>(props: WaitingTileProps<T, R>) {
  const { list } = props
  return (
    <Tile title={<Link {...list}>{props.title}</Link>} query={props.query} lines={props.most + 1} reserve={props.reserve}>
      {(data) => {
        const { records, total } = props.items(data)
        if (records.length === 0) return <Muted as="p">{props.empty}</Muted>
        return (
          <>
            <TileList ordered aria-label={props.order}>
              {records.map((record) => (
                <li key={record.id}>{props.item(record)}</li>
              ))}
            </TileList>
            <p className={styles.footer}>
              <Link {...list}>{props.footer(<TileCount>{formatNumber(total)}</TileCount>, total)}</Link>
            </p>
          </>
        )
      }}
    </Tile>
  )
}

type WaitingOrder = { readonly id: number; readonly title: string | null; readonly created_at: number | null; readonly unreadable: object }

/** An order of a waiting tile: "Order 1004, its title", linked to its page, and when it was placed. */
export function WaitingOrderItem({ order, link }: { order: WaitingOrder; link: LinkOptions }) {
  return (
    <>
      <Link {...link}>
        Order {order.id}
        <ReadField record={order} field="title">
          {(title) => <Muted>, {title}</Muted>}
        </ReadField>
      </Link>
      <ReadField record={order} field="created_at">
        {(seconds) => <DateTime seconds={seconds} compact />}
      </ReadField>
    </>
  )
}
