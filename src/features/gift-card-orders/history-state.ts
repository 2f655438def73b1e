import type { GiftCardOrdersSearch } from './queries'

/*
 * An order opened from the list remembers the list's view in its history entry, so "Back to gift card
 * orders" returns to exactly that view, also after a reload.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    giftCardOrdersSearch?: GiftCardOrdersSearch
  }
}

export {}
