import { describe, expect, it } from 'vitest'
import { joinTabs, type Role, type TabEnv, type TabMessage } from '../../../src/features/currency-offers/auto-repricing/leader'

type Grant = () => Promise<void> | undefined

/** One exclusive lock, granted in the order asked, as the browser's Web Locks do. */
function fakeLocks(): LockManager {
  const waiting: { grant: Grant; signal?: AbortSignal; done: (value: unknown) => void; fail: (error: unknown) => void }[] = []
  let held = false
  const next = () => {
    if (held) return
    const item = waiting.shift()
    if (!item) return
    held = true
    void Promise.resolve(item.grant()).then((value) => {
      held = false
      item.done(value)
      next()
    })
  }
  const request = (_name: string, options: LockOptions, grant: Grant) =>
    new Promise((done, fail) => {
      const item = { grant, signal: options.signal, done, fail }
      waiting.push(item)
      options.signal?.addEventListener('abort', () => {
        const at = waiting.indexOf(item)
        if (at >= 0) waiting.splice(at, 1)
        fail(new DOMException('aborted', 'AbortError'))
      })
      next()
    })
  return { request, query: async () => ({}) } as unknown as LockManager
}

const env = (locks: LockManager): TabEnv => ({ locks, channel: (name) => new BroadcastChannel(name) })
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

function tab(locks: LockManager) {
  const roles: Role[] = []
  const heard: TabMessage[] = []
  const membership = joinTabs('shop-a', (role) => roles.push(role), (message) => heard.push(message), env(locks))
  return { roles, heard, ...membership }
}

describe('the tab that reprices', () => {
  it('is exactly one of the open tabs; the others hear it lead, and one takes over when it leaves', async () => {
    const locks = fakeLocks()
    const first = tab(locks)
    await settle()
    const second = tab(locks)
    await settle()
    expect(first.roles).toEqual(['follower', 'leader'])
    expect(second.roles).toEqual(['follower'])

    first.tell({ type: 'changed', offerId: 3001 })
    await settle()
    expect(second.heard).toEqual([{ type: 'changed', offerId: 3001 }])

    first.leave()
    await settle()
    expect(second.roles).toEqual(['follower', 'leader'])
    second.leave()
  })

  it('lets no tab reprice where the browser has no Web Locks', () => {
    const roles: Role[] = []
    joinTabs('shop-a', (role) => roles.push(role), () => {}, { locks: undefined, channel: () => null })
    expect(roles).toEqual(['unsupported'])
  })
})
