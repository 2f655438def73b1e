import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { currencyOfferQueries } from '../queries'
import { startRepricer } from './engine'
import { joinTabs, type Membership, type Role } from './leader'
import { appPorts, type PauseAlert } from './ports'

/** Joins the shop's tabs; while this tab leads, it reprices. Returns this tab's role. */
export function useRepricingTab(shop: string, onPause: (alert: PauseAlert) => void): Role {
  const queryClient = useQueryClient()
  const [role, setRole] = useState<Role>('follower')
  const pauseRef = useRef(onPause)
  useEffect(() => {
    pauseRef.current = onPause
  }, [onPause])

  useEffect(() => {
    let stop: (() => void) | null = null
    let membership: Membership | null = null
    const tell: Membership['tell'] = (message) => membership?.tell(message)
    membership = joinTabs(
      shop,
      (next) => {
        setRole(next)
        if (next === 'leader' && !stop) stop = startRepricer(appPorts(queryClient, tell, (alert) => pauseRef.current(alert)))
      },
      (message) => {
        // The leading tab changed an offer: this tab's pages read it again.
        if (message.type !== 'leader') void queryClient.invalidateQueries({ queryKey: [...currencyOfferQueries.all(), message.offerId] })
      },
    )
    return () => {
      stop?.()
      membership?.leave()
    }
  }, [shop, queryClient])
  return role
}
