import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadQuery } from '../../../lib/load-query'
import { GiftCardOrdersPage } from '../../../features/gift-card-orders/components/gift-card-orders-page'
import { GiftCardOrdersPending } from '../../../features/gift-card-orders/components/gift-card-orders-pending'
import { giftCardOrderQueries } from '../../../features/gift-card-orders/queries'
import { giftCardOrdersSearchSchema, searchDefaults } from '../../../features/gift-card-orders/search'

export const Route = createFileRoute('/_app/gift-card-orders/')({
  validateSearch: giftCardOrdersSearchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause, abortController }) => {
    const options = giftCardOrderQueries.list(deps)
    // Within the page the current rows stay, dimmed, while the next view loads: do not hold the navigation.
    if (cause === 'stay') {
      void context.queryClient.prefetchQuery(options)
      return
    }
    // The page shows a failed load itself, with a retry, next to the filters.
    await loadQuery(context.queryClient, options, abortController.signal).catch(() => undefined)
  },
  pendingComponent: GiftCardOrdersPending,
  component: GiftCardOrdersPage,
})
