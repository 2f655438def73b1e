import type { QueryClient } from '@tanstack/react-query'

/*
 * One query cache per shop, rather than one cache emptied on each switch: a request or a write of shop A that
 * answers after the seller switched to B lands in A's cache, where it belongs, never in what B's screens read;
 * and switching back shows A at once.
 */
export interface ShopClients {
  get(shop: string): QueryClient
  /** Stops the shop's requests and retries (it is no longer on screen); its data stays for switching back. */
  pause(shop: string): void
  /** Forgets the shop's cache (signed out). */
  drop(shop: string): void
}

export function createShopClients(create: (shop: string) => QueryClient): ShopClients {
  const clients = new Map<string, QueryClient>()
  return {
    get(shop) {
      let client = clients.get(shop)
      if (!client) {
        client = create(shop)
        clients.set(shop, client)
      }
      return client
    },
    pause(shop) {
      void clients.get(shop)?.cancelQueries()
    },
    drop(shop) {
      const client = clients.get(shop)
      if (!client) return
      void client.cancelQueries()
      client.clear()
      clients.delete(shop)
    },
  }
}
