import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../../../lib/api-error'
import { recordActivity } from '../../../lib/activity-log'
import { resourceWriteWaitMs } from '../../../lib/resource-writes'
import { api } from '../../../api/api'
import { currencyOfferQueries } from '../queries'
import { splitRankable } from '../rankable'
import { loadSettings } from '../repricing/settings'
import type { PriceChange } from './decide'
import type { RepricerPorts } from './engine'
import type { TabMessage } from './leader'
import { pauseAutoEntry, readAutoStore } from './opt-in'

/** What the alerts tell when an offer pauses. */
export interface PauseAlert {
  offerId: number
  reason: string
}

const ACTION = 'Automatic repricing'

/** The change in the activity log: old and new price and the competitor behind it (no request body, no secret). */
export function changeText(change: PriceChange): string {
  const by = change.competitor ? ` under ${change.competitor.seller} at ${change.competitor.price} EUR` : ' (no competitor counted)'
  return `Price ${change.previous} → ${change.price} EUR per the offer’s unit${by}`
}

/** The engine's ports in the app: the shop's query client, the API, this browser's stores and the other tabs. */
export function appPorts(queryClient: QueryClient, tell: (message: TabMessage) => void, onPause: (alert: PauseAlert) => void): RepricerPorts {
  const reread = (offerId: number) => void queryClient.invalidateQueries({ queryKey: [...currencyOfferQueries.all(), offerId] })
  return {
    now: () => Date.now(),
    entries: readAutoStore,
    settings: loadSettings,
    readMarket: async (offerId) => {
      const [offer, others] = await Promise.all([
        queryClient.fetchQuery({ ...currencyOfferQueries.own(offerId), staleTime: 0 }),
        queryClient.fetchQuery({ ...currencyOfferQueries.otherOffers(offerId), staleTime: 0 }),
      ])
      return { offer, competitors: splitRankable(others.records).rankable }
    },
    // Within the offer's write limit, counted across the tabs, and never sent again (api.updateCurrencyOffer).
    setPrice: async (offerId, price) => {
      const { offer, requestId } = await api.updateCurrencyOffer(offerId, { price })
      queryClient.setQueryData(currencyOfferQueries.own(offerId).queryKey, offer)
      return { requestId }
    },
    writeWaitMs: resourceWriteWaitMs,
    changed: (offerId, change, requestId) => {
      const entry = { at: Date.now(), action: ACTION, itemType: 'currency-offer', itemId: String(offerId) }
      void recordActivity({ ...entry, outcome: 'succeeded', status: null, message: changeText(change), requestId })
      reread(offerId)
      tell({ type: 'changed', offerId })
    },
    paused: (offerId, pause, { change, error }) => {
      pauseAutoEntry(offerId, pause)
      const entry = { at: pause.at, action: ACTION, itemType: 'currency-offer', itemId: String(offerId) }
      const message = change ? `${changeText(change)}. Paused: ${pause.reason}` : `Paused: ${pause.reason}`
      const status = isApiError(error) ? error.status || null : null
      void recordActivity({ ...entry, outcome: 'failed', status, message, requestId: isApiError(error) ? error.requestId : null })
      onPause({ offerId, reason: pause.reason })
      if (change) reread(offerId)
      tell({ type: 'paused', offerId })
    },
  }
}
