import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { deletePushSubscription, getPushPublicKey, savePushSubscription, sendTestNotice, type PushChoices } from '../../../api/relay'
import { relayQueries } from '../queries'
import { askPermission, currentSubscription, subscribeDevice, subscriptionFields } from './device-push'

const DEVICE_KEY = ['relay', 'device-subscription'] as const

/** Notices were refused in the browser's own settings: only the seller can change that there. */
export class PermissionRefused extends Error {}

/** This device's subscription, and turning it on, changing its choices, testing and turning it off. */
export function usePushActions() {
  const queryClient = useQueryClient()
  const device = useQuery({ queryKey: DEVICE_KEY, queryFn: currentSubscription, staleTime: Infinity, retry: false })
  const setDevice = (subscription: PushSubscription | null) => queryClient.setQueryData(DEVICE_KEY, subscription)

  const turnOn = useMutation({
    mutationFn: async (choices: PushChoices) => {
      if ((await askPermission()) !== 'granted') throw new PermissionRefused()
      const subscription = await subscribeDevice(await getPushPublicKey())
      setDevice(subscription)
      await savePushSubscription({ ...subscriptionFields(subscription), ...choices })
      return subscription
    },
  })
  const save = useMutation({
    mutationFn: (choices: PushChoices & { subscription: PushSubscription }) =>
      savePushSubscription({ ...subscriptionFields(choices.subscription), events: choices.events, quietHours: choices.quietHours }),
  })
  const test = useMutation({
    mutationFn: (subscription: PushSubscription) => sendTestNotice(subscription.endpoint),
    // The relay lists the test notice at once: the deliveries below show it on its way.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: relayQueries.deliveries().queryKey }),
  })
  const turnOff = useMutation({
    mutationFn: async (subscription: PushSubscription) => {
      await deletePushSubscription(subscription.endpoint)
      await subscription.unsubscribe().catch(() => false)
      setDevice(null)
    },
  })
  return { device, turnOn, save, test, turnOff }
}
