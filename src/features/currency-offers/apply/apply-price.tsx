import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { WriteRefusal } from '../../../components/ui/write-refusal'
import { roundedFixedPointPrice } from '../../../lib/fixed-point'
import { formatMoney } from '../../../lib/format'
import { useWriteCheck } from '../../../lib/write-check'
import { pricePer, type UnitPrice } from '../decimal'
import { hasChanges } from '../offer/offer-form-values'
import type { RankResult } from '../price-helper'
import { updateOfferMutation } from '../mutations'
import { currencyOfferQueries } from '../queries'
import { rankSentence } from '../rank-text'
import { rememberApplied, useAppliedPrice } from './applied-prices'

const CHECK_OUTCOMES = {
  applied: 'Set: the server has the new price.',
  unknown: 'The offer’s price could not be read, so it is not known whether it was set.',
}

const eur = (text: string) => formatMoney(text.replace(/(\.\d\d\d*?)0+$/, '$1'), 'EUR')

interface ApplyPriceProps {
  offerId: number
  /** The price to apply, in any unit; sent per the offer's own unit, rounded down to 6 decimals (it still wins). */
  price: UnitPrice
  /** Where that price would rank among the competitors counted here. */
  rank: RankResult | null
}

/** "Apply this price": a confirmation naming both prices and the rank, one PATCH, then "Undo" while the page is open. */
export function ApplyPrice({ offerId, price, rank }: ApplyPriceProps) {
  const queryClient = useQueryClient()
  const { data: offer } = useQuery(currencyOfferQueries.own(offerId))
  const undo = useAppliedPrice(offerId)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [sent, setSent] = useState<string | null>(null)
  const unit = offer?.currency_unit
  const current = offer?.price_eur ?? null
  const next = unit ? roundedFixedPointPrice(pricePer(price, unit.multiplier).toFixed(), 'down') : null
  const perUnit = `per ${unit?.name ?? 'unit'}`
  const change = (from: string, to: string) => `${eur(from)} → ${eur(to)} ${perUnit}`
  const apply = useMutation(updateOfferMutation(queryClient, offerId, current && next ? `Price applied: ${change(current, next)}` : 'Price applied'))
  const back = useMutation(updateOfferMutation(queryClient, offerId, undo ? `Price put back: ${change(undo.applied, undo.previous)}` : 'Price put back'))
  const writeCheck = useWriteCheck(async () => {
    const fresh = await queryClient.fetchQuery({ ...currencyOfferQueries.own(offerId), staleTime: 0 })
    return sent === null ? 'unknown' : hasChanges(fresh, { price: sent })
  })

  const send = async (text: string, mutate: typeof apply.mutateAsync, after: () => void) => {
    setFailure(null)
    writeCheck.clear()
    setSent(text)
    try {
      await mutate({ price: text })
      after()
    } catch (error) {
      if (!writeCheck.noteFailure(error)) setFailure(error)
    }
  }
  const pending = apply.isPending || back.isPending

  if (!offer || !unit || current === null || next === null) return null
  const same = roundedFixedPointPrice(current, 'down') === next
  return (
    <div>
      <Button onClick={() => setConfirming(true)} disabled={pending || same || Number(next) === 0}>
        Apply this price
      </Button>
      {same ? <p>This is your offer’s price already.</p> : null}
      {undo ? (
        <Alert tone="success" role="status">
          <p>Your price is now {eur(undo.applied)} {perUnit} (it was {eur(undo.previous)}).</p>
          <Button
            size="sm"
            disabled={pending}
            onClick={() => void send(undo.previous, back.mutateAsync, () => rememberApplied(offerId, null))}
          >
            Undo: set {eur(undo.previous)} back
          </Button>
        </Alert>
      ) : null}
      {failure ? <WriteRefusal error={failure} heading="The price was not changed." /> : null}
      {writeCheck.state ? (
        <UncertainWrite state={writeCheck.state} onCheck={() => void writeCheck.runCheck()} outcomes={CHECK_OUTCOMES} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Apply this price?"
        confirm="Apply price"
        pending={pending}
        onConfirm={() => {
          setConfirming(false)
          void send(next, apply.mutateAsync, () => rememberApplied(offerId, { previous: current, applied: next }))
        }}
      >
        Offer {offerId}: from {eur(current)} to {eur(next)} {perUnit}.{' '}
        {rank ? rankSentence(rank) : 'Its rank among the competitors is not known.'}
      </ConfirmDialog>
    </div>
  )
}
