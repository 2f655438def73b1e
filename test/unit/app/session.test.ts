import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentToken } from '../../../src/api/auth'
import { createSession } from '../../../src/app/session'
import { createShopClients } from '../../../src/app/shop-clients'
import { getToken } from '../../../src/app/token-store'
import { clearDrafts, getDraft, setDraft } from '../../../src/lib/drafts'
import { getCurrentShop } from '../../../src/lib/shop-store'

function setUp() {
  const clients = createShopClients(() => new QueryClient())
  const navigate = vi.fn()
  const session = createSession({ clients, navigate, onShopChange: () => {} })
  return { clients, navigate, session }
}

beforeEach(() => {
  sessionStorage.clear()
  clearDrafts()
})

describe('the session of several shops', () => {
  it('signs in to a second shop, switches, and sends each shop’s token', () => {
    const { session, navigate } = setUp()
    session.signIn('demo', '/disputes')
    session.signIn('demo-second', '/', 'Second Shop')
    expect(session.shops().shops.map((shop) => shop.name)).toEqual(['', 'Second Shop'])
    expect(session.shops().current.id).toBe('second-shop')
    expect(getCurrentShop()).toBe('second-shop')
    expect(currentToken()).toBe('demo-second')

    session.switchShop('')
    expect(currentToken()).toBe('demo')
    expect(getCurrentShop()).toBe('')
    expect(navigate).toHaveBeenLastCalledWith({ home: true })
  })

  it('keeps each shop’s cache apart, and signing out of one forgets only its cache, token and drafts', () => {
    const { session, clients, navigate } = setUp()
    session.signIn('demo', '/')
    clients.get('').setQueryData(['account-orders', 'detail', 1001], 'first')
    setDraft('credentials:1001', 'first shop’s text')
    session.signIn('demo-second', '/', 'Second')
    expect(clients.get('second').getQueryData(['account-orders', 'detail', 1001])).toBeUndefined()
    setDraft('credentials:1001', 'second shop’s text')

    session.signOut()
    expect(getToken('second')).toBeNull()
    expect(getToken('')).toBe('demo')
    expect(session.shops().current.id).toBe('')
    expect(clients.get('').getQueryData(['account-orders', 'detail', 1001])).toBe('first')
    expect(getDraft('credentials:1001')).toBe('first shop’s text')
    expect(navigate).toHaveBeenLastCalledWith({ home: true })

    session.signOut()
    expect(session.isSignedIn()).toBe(false)
    expect(navigate).toHaveBeenLastCalledWith({ signIn: {} })
  })

  it('on a 401 of the shop on screen, asks to sign in to it again; of another shop, only forgets its token', () => {
    const { session, navigate } = setUp()
    session.signIn('demo', '/')
    session.signIn('demo-second', '/', 'Second')
    navigate.mockClear()

    session.signOut({ shop: '', expiredAt: '/disputes' })
    expect(getToken('')).toBeNull()
    expect(session.shops().current.id).toBe('second')
    expect(navigate).not.toHaveBeenCalled()

    setDraft('dispute-message:7001', 'kept')
    session.signOut({ expiredAt: '/disputes/7001' })
    expect(session.isSignedIn()).toBe(false)
    expect(navigate).toHaveBeenLastCalledWith({ signIn: { redirect: '/disputes/7001', expired: true } })
    session.signIn('demo-second-new', '/disputes/7001', 'Second')
    expect(session.shops().current.id).toBe('second')
    expect(getDraft('dispute-message:7001')).toBe('kept')
  })
})
