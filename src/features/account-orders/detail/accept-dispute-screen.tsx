import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { accountOrderQueries } from '../queries'

interface AcceptDisputeScreenProps {
  accountOrderId: number
  /** The dialog that accepts the order's case (the disputes feature's): the route composes it in. */
  dialog: (disputeCaseId: number, backToOrder: () => void) => ReactNode
}

/** The accept-dispute dialog over its order; closing or accepting returns to the order. */
export function AcceptDisputeScreen({ accountOrderId, dialog }: AcceptDisputeScreenProps) {
  const navigate = useNavigate()
  const { data: order } = useQuery(accountOrderQueries.detail(accountOrderId))
  const backToOrder = () =>
    void navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId }, replace: true })
  // The order page behind the dialog shows loading, errors and a missing order.
  if (!order || order.dispute_case_id === null) return null
  return dialog(order.dispute_case_id, backToOrder)
}
