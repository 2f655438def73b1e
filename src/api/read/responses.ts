import { isPlainObject } from './fields'
import { readFields, type ReadList } from './record'
import { accountOrderListItemShape, accountOrderShape, type AccountOrder } from '../records/account-order'
import { balanceShape, type Balance } from '../records/balance'
import { currencyOfferShape, type CurrencyOffer } from '../records/currency-offer'
import { currencyOrderListItemShape, currencyOrderShape, type CurrencyOrder } from '../records/currency-order'
import { disputeCaseShape, type DisputeCase } from '../records/dispute-case'
import { giftCardOrderShape, type GiftCardOrder } from '../records/gift-card-order'
import { otherOfferShape, type OtherOffer } from '../records/other-offer'
import { paymentShape, payoutShape } from '../records/payment'
import { paginationMetaShape } from '../records/pagination'
import { answerText as message, body, many, one, readPage, type ListPage } from './answer'

/*
 * The answers of the API, read field by field (see read/record.ts). Only an answer that is not an object,
 * or a single record without a readable id, is refused as a whole.
 */


export const readAccountOrder = (json: unknown, status: number): AccountOrder => one(accountOrderShape, json, status)

export function readUpdatedCredentials(json: unknown, status: number) {
  return {
    order: one(accountOrderShape, json, status),
    message: message(json, 'message'),
    warning: message(json, 'warning'),
  }
}

export function readAcceptedDispute(json: unknown, status: number): { dispute: DisputeCase; message: string | null } {
  return { dispute: one(disputeCaseShape, json, status), message: message(json, 'message') }
}

export const readGiftCardOrder = (json: unknown, status: number): GiftCardOrder => one(giftCardOrderShape, json, status)

export { readPage, type ListPage }

export type GiftCardOrderPage = ListPage<GiftCardOrder>
export const readGiftCardOrderPage = readPage(giftCardOrderShape)

export const readOtherOffers = (json: unknown, status: number): ReadList<OtherOffer> =>
  many(otherOfferShape, json, status)

export const readCurrencyOffer = (json: unknown, status: number): CurrencyOffer => one(currencyOfferShape, json, status)

/** `POST /v2/currency-offers/{id}/list|draft|archive`: `{ data: offer, message, action, previous_status }`. */
export function readOfferStatusChange(json: unknown, status: number) {
  const fields = isPlainObject(json) ? json : {}
  return {
    offer: one(currencyOfferShape, json, status),
    message: message(json, 'message'),
    previousStatus: typeof fields.previous_status === 'string' ? fields.previous_status : null,
  }
}

export const readDisputeCase = (json: unknown, status: number): DisputeCase => one(disputeCaseShape, json, status)

export const readDisputeCasePage = readPage(disputeCaseShape)

/** Without `credentials`: the list reader does not read them. */
export const readAccountOrderListPage = readPage(accountOrderListItemShape)

export const readCurrencyOfferPage = readPage(currencyOfferShape)

export const readCurrencyOrder = (json: unknown, status: number): CurrencyOrder => one(currencyOrderShape, json, status)

/** Without `credentials`: the list reader does not read them. */
export const readCurrencyOrderPage = readPage(currencyOrderListItemShape)

/** `POST /v2/currency-orders/{id}/complete`: `{ data: order, message, action }`. */
export function readCompletedCurrencyOrder(json: unknown, status: number) {
  return { order: one(currencyOrderShape, json, status), message: message(json, 'message') }
}

/** Only the total of a list: what a count asks for with `per_page=1`. */
export function readListTotal(json: unknown, status: number): { total: number | null } {
  return { total: readFields(paginationMetaShape, body(json, status).meta).total }
}

/** The fields under `data` (api-notes) or at the top level (the public documentation), whichever has each. */
export function readBalance(json: unknown, status: number): Balance {
  const answer = body(json, status)
  return readFields(balanceShape, isPlainObject(answer.data) ? { ...answer, ...answer.data } : answer)
}

export const readPaymentPage = readPage(paymentShape)

export const readPayoutPage = readPage(payoutShape)
