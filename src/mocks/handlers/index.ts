import { http } from 'msw'
import { accountOrderHandlers } from './account-orders'
import { accountOfferHandlers } from './account-offers'
import { accountOfferCreateHandlers } from './account-offer-create'
import { accountOfferCredentialHandlers } from './account-offer-credentials'
import { currencyOfferHandlers } from './currency-offers'
import { currencyOfferWriteHandlers } from './currency-offer-writes'
import { currencyOfferCreateHandlers } from './currency-offer-create'
import { currencyOrderHandlers } from './currency-orders'
import { disputeAnswerHandlers } from './dispute-answers'
import { disputeHandlers } from './disputes'
import { giftCardOfferHandlers } from './gift-card-offers'
import { giftCardOfferWriteHandlers } from './gift-card-offer-writes'
import { giftCardOrderHandlers } from './gift-card-orders'
import { itemOfferHandlers } from './item-offers'
import { offerTemplateHandlers } from './offer-templates'
import { itemOrderHandlers } from './item-orders'
import { orderMessageHandlers } from './order-messages'
import { errorResponse } from './http'
import { paymentHandlers } from './payments'
import { withRateLimitHeaders } from './rate-limit'
import { sellerBreakHandlers } from './seller-breaks'

export const handlers = [
  // Before the offers' own handlers: `/v2/account-offers/templates/{game}` is no offer's path.
  ...offerTemplateHandlers,
  ...accountOrderHandlers,
  ...orderMessageHandlers,
  ...disputeHandlers,
  ...disputeAnswerHandlers,
  ...giftCardOrderHandlers,
  ...giftCardOfferHandlers,
  ...giftCardOfferWriteHandlers,
  ...currencyOfferHandlers,
  ...currencyOfferWriteHandlers,
  ...currencyOfferCreateHandlers,
  ...currencyOrderHandlers,
  ...paymentHandlers,
  ...itemOfferHandlers,
  ...itemOrderHandlers,
  ...sellerBreakHandlers,
  ...accountOfferCreateHandlers,
  ...accountOfferCredentialHandlers,
  ...accountOfferHandlers,
  // Any other API path is a 404 in the API's shape, rather than falling through to the page server.
  http.all('*/v2/*', () => errorResponse(404, 'The route could not be found.')),
].map(withRateLimitHeaders)
