import { createContext } from 'react'

/**
 * Where a cell goes when a table shows its rows as cards (below 640 px): the id and the status on the first line,
 * the title beneath, the amount and the date that matters next, every other cell on a labelled line after them.
 */
export type CardSlot = 'id' | 'title' | 'status' | 'amount' | 'date' | 'detail'

export interface CardCell {
  slot: CardSlot
  /** The column's header, shown before the value on a card (no header row there). */
  label: string
}

/** Set around each cell by the table that lays it out, so that cells need not know they may become cards. */
export const CardCellContext = createContext<CardCell | null>(null)

/** The attributes that place a cell on a card: its slot and its label. */
export function cardAttributes(cell: CardCell | null | undefined): { 'data-slot'?: CardSlot; 'data-label'?: string } {
  return cell ? { 'data-slot': cell.slot, 'data-label': cell.label } : {}
}
