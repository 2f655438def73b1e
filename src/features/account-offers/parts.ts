/*
 * The account offers' interactive parts, one chunk that the offer's page and the new offer's page load after their
 * first paint: what they share (the fields, the writes, the templates and the secret batch) stays in it, out of the
 * chunks every screen loads.
 */
export { OfferActions } from './detail/offer-actions'
export { OfferEditForm } from './detail/offer-edit-form'
export { CredentialsInventory } from './credentials/credentials-inventory'
export { NewOfferScreen } from './new/new-offer-screen'
