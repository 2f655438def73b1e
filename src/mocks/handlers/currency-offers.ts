import { http, HttpResponse } from 'msw'
import { currencyOfferList } from '../../api/lists'
import { store } from '../db'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { notFound, parseId } from './http'
import { listHandler } from './list-table'
import { currencyOfferTable } from './list-tables'

export const currencyOfferHandlers = [
  listHandler(currencyOfferTable, (request) => store(request).currencyOffers.values()),

  detailHandler(currencyOfferList.path, 'Currency offer', (id, request) => store(request).currencyOffers.get(id)),

  http.get<{ currencyOffer: string }>('*/v2/currency-offers/:currencyOffer/other-offers', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.currencyOffer)
    const offers = id === null ? undefined : store(request).otherOffers.get(id)
    if (!offers) return notFound('Currency offer')
    // Not paginated: the spec gives no meta or links for this list, so every competing offer comes at once.
    return HttpResponse.json({ data: offers })
  }),
]
