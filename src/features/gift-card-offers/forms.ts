/*
 * The forms of the offer pages, in one part loaded after the page's first paint: the two pages share their code
 * (field rules, the batch of keys, the writes) through this one part rather than a chunk every record page loads.
 */
export { OfferActions } from './detail/offer-actions'
export { NewOfferForm } from './new/new-offer-form'
