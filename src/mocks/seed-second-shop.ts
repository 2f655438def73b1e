import type { Seed } from './seed'

/**
 * The demo's second shop (a `demo-second` token): the first shop's account orders and dispute cases under the
 * same ids but with titles of its own, so that one shop's record shown under the other would be seen at once;
 * it sells no gift cards.
 */
export function secondShopSeed(seed: Seed): Seed {
  return {
    ...seed,
    accountOrders: seed.accountOrders.map((order) => ({
      ...order,
      title: `Second shop · ${order.game.name} account ${order.id}`,
    })),
    giftCardOrders: [],
    giftCardCatalog: { ...seed.giftCardCatalog, offers: [] },
    orderMessages: new Map(),
  }
}
