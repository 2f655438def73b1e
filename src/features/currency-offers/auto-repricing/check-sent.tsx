import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { describeError } from '../../../lib/error-message'
import { currencyOfferQueries } from '../queries'

type Checked = { kind: 'checking' } | { kind: 'done'; text: string }

/** After a change whose outcome is unknown: reads the offer back and says whether the price is the one sent. */
export function CheckSent({ offerId, sent }: { offerId: number; sent: string }) {
  const queryClient = useQueryClient()
  const [checked, setChecked] = useState<Checked | null>(null)
  const check = async () => {
    setChecked({ kind: 'checking' })
    try {
      const offer = await queryClient.fetchQuery({ ...currencyOfferQueries.own(offerId), staleTime: 0 })
      const price = offer.price_eur
      const text =
        price === null
          ? 'The offer’s price could not be read, so it cannot tell.'
          : Number(price) === Number(sent)
            ? `Applied: the offer’s price is ${price} EUR, the change sent.`
            : `Not applied: the offer’s price is ${price} EUR, not ${sent}.`
      setChecked({ kind: 'done', text })
    } catch (error) {
      const failure = describeError(error)
      setChecked({ kind: 'done', text: `Could not check: ${failure.detail}` })
    }
  }
  return (
    <>
      <p role="status">{checked?.kind === 'checking' ? 'Checking the offer…' : (checked?.text ?? '')}</p>
      <Button size="sm" onClick={() => void check()} disabled={checked?.kind === 'checking'}>
        Check now
      </Button>
    </>
  )
}
