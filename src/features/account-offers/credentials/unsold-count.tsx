import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { OfferCredential } from '../../../api/records/account-offer'
import { PendingValue, UnknownValue } from '../../../components/ui/unknown-value'
import { describeError } from '../../../lib/error-message'
import { formatNumber } from '../../../lib/format'
import { isNotAvailable } from '../../../lib/not-available'
import { taskLimit } from '../../../lib/task-limit'
import { accountOfferQueries, offersApi } from '../queries'

// A list of 50 offers asks for 50 counts: 4 at a time, well within the 1000 reads a minute.
const countReads = taskLimit(4)

/**
 * How many credentials of the offer are unsold: a number only, never a credential. Under the inventory's key, so
 * a change to the inventory reads it again; the offer's page sets it from the inventory it shows. Declared with the
 * screens that show it: no route's loader reads it, so it stays out of the app's first file.
 */
const unsoldCount = (accountOfferId: number) =>
  queryOptions({
    queryKey: [...accountOfferQueries.all(), 'credentials', accountOfferId, 'unsold'] as const,
    queryFn: ({ signal }) => countReads(async () => (await offersApi()).countUnsoldCredentials(accountOfferId, { signal }), signal),
    staleTime: 60_000,
  })

const COUNTING = 'Counting the credentials in stock…'

/** Why the unsold credentials cannot be counted: the offer has no inventory, or reading it failed. */
function whyNotCounted(error: unknown): string {
  if (isNotAvailable(error)) return 'This offer has no credentials inventory (an offer of the older format, or delivered by hand).'
  return `The inventory could not be read: ${describeError(error).title}.`
}

const NOT_SAID = 'The inventory’s answer did not say how many credentials are unsold.'

function Count({ count, error }: { count: number | null | undefined; error: unknown }) {
  if (error) return <UnknownValue why={whyNotCounted(error)} />
  if (count === undefined) return <PendingValue label={COUNTING} />
  return count === null ? <UnknownValue why={NOT_SAID} /> : <>{formatNumber(count)}</>
}

/** A list row's count: one small read of the offer's inventory, paced with the other rows'. */
export function UnsoldCount({ offerId }: { offerId: number }) {
  const query = useQuery(unsoldCount(offerId))
  return <Count count={query.data} error={query.isError ? query.error : null} />
}

const countUnsold = (credentials: readonly OfferCredential[]) => credentials.filter((credential) => !credential.is_sold).length

/**
 * The offer page's count, from the inventory the page shows (the same query: one request). It also becomes the
 * list's count for the offer, so the list shows it without reading it again.
 */
export function InventoryCount({ offerId }: { offerId: number }) {
  const query = useQuery({ ...accountOfferQueries.credentials(offerId), select: countUnsold })
  const queryClient = useQueryClient()
  const count = query.data
  useEffect(() => {
    if (count !== undefined) queryClient.setQueryData(unsoldCount(offerId).queryKey, count)
  }, [count, offerId, queryClient])
  return <Count count={count} error={query.isError ? query.error : null} />
}
