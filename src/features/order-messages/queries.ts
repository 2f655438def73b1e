import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getOrderMessages, sendOrderMessage, type OrderMessages, type OrderRef } from '../../api/order-messages'

/** New messages while the page is in view; TanStack Query pauses the interval while the tab is hidden. */
export const THREAD_REFRESH_MS = 30_000

export const orderMessageQueries = {
  thread: (order: OrderRef) =>
    queryOptions({
      queryKey: ['order-messages', order],
      queryFn: ({ signal }) => getOrderMessages(order, { signal }),
      refetchInterval: THREAD_REFRESH_MS,
      refetchIntervalInBackground: false,
    }),
}

/**
 * Sends one message; the activity log records that it was sent, on which order, with its request id, and never
 * its text. The message the server answers with joins the thread; an answer without it reads the thread again.
 */
export function useSendMessage(order: OrderRef) {
  const queryClient = useQueryClient()
  const { queryKey } = orderMessageQueries.thread(order)
  return useMutation({
    meta: { activity: { action: 'Message sent', itemType: `${order.kind}-order`, itemId: order.id } },
    mutationFn: ({ message }: { message: string }) => sendOrderMessage(order, message),
    onSuccess: ({ message }) => {
      const thread = queryClient.getQueryData<OrderMessages>(queryKey)
      if (message && thread) {
        if (!thread.messages.some((known) => known.id === message.id)) {
          queryClient.setQueryData<OrderMessages>(queryKey, { ...thread, messages: [...thread.messages, message] })
        }
      } else {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}
