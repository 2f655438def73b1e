import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { announce, type AlertTarget } from './announce'
import { alertQueries } from './queries'
import { recordPoll } from './seen'
import type { AlertKind } from './settings'
import { clearUnread } from './title-count'

/** Polls the waiting disputes and orders while mounted (alerts on, signed in), and tells what is new. */
export function AlertsWatcher() {
  const navigate = useNavigate()
  const disputes = useQuery(alertQueries.disputes())
  const orders = useQuery(alertQueries.orders())

  useEffect(() => {
    const open = ({ kind, id }: AlertTarget) =>
      void (kind === 'dispute'
        ? navigate({ to: '/disputes/$disputeId', params: { disputeId: id } })
        : navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: id } }))
    const check = (kind: AlertKind, ids: readonly number[] | undefined) => {
      if (ids) announce(kind, recordPoll(kind, ids), open)
    }
    check('dispute', disputes.data)
    check('order', orders.data)
  }, [navigate, disputes.data, orders.data])

  // The seller looking at the tab again has seen the count.
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') clearUnread()
    }
    window.addEventListener('focus', seen)
    document.addEventListener('visibilitychange', seen)
    return () => {
      window.removeEventListener('focus', seen)
      document.removeEventListener('visibilitychange', seen)
      clearUnread()
    }
  }, [])
  return null
}
