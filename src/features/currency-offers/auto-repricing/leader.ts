/*
 * Exactly one tab of the browser reprices a shop's offers: the one holding a Web Lock named after the shop. When it
 * closes, the browser hands the lock to another tab. The leader tells the others over a BroadcastChannel that it
 * leads and when it changed a price, so their pages read the offer again.
 */
export type Role = 'leader' | 'follower' | 'unsupported'

export type TabMessage = { type: 'leader' } | { type: 'changed'; offerId: number } | { type: 'paused'; offerId: number }

export interface TabEnv {
  locks: LockManager | undefined
  channel: (name: string) => BroadcastChannel | null
}

const browserEnv = (): TabEnv => ({
  locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
  channel: (name) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)),
})

export interface Membership {
  /** Tells the other tabs (only the leader has news). */
  tell: (message: TabMessage) => void
  leave: () => void
}

/** Joins the shop's tabs: `onRole` hears this tab's role as it changes, `onMessage` what the other tabs tell. */
export function joinTabs(
  shop: string,
  onRole: (role: Role) => void,
  onMessage: (message: TabMessage) => void,
  env: TabEnv = browserEnv(),
): Membership {
  const name = `seller-dashboard.repricing.${shop || 'first-shop'}`
  // Without Web Locks no tab could know it is the only one: none reprices rather than two.
  if (!env.locks) {
    onRole('unsupported')
    return { tell: () => {}, leave: () => {} }
  }
  const channel = env.channel(name)
  if (channel) channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data)
  const tell = (message: TabMessage) => channel?.postMessage(message)
  const controller = new AbortController()
  let release: (() => void) | null = null
  let left = false

  onRole('follower')
  env.locks
    .request(name, { signal: controller.signal }, () => {
      if (left) return undefined
      onRole('leader')
      tell({ type: 'leader' })
      // Held until this tab leaves (or closes: the browser then frees it).
      return new Promise<void>((resolve) => (release = resolve))
    })
    .catch(() => {
      // Left before the lock came (AbortError): nothing to give back.
    })

  return {
    tell,
    leave: () => {
      left = true
      controller.abort()
      release?.()
      channel?.close()
    },
  }
}
