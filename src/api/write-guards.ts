/*
 * What a write to one offer or order is checked with before it is sent: its fields, and the documented limit on
 * writes to one resource. Loaded with the first such write (the form that makes it has the field checks already).
 */
export { offerChangeErrors, offerChangesBody } from './offer-changes'
export { guardedWrite } from '../lib/guarded-write'
export { resourceKey } from '../lib/resource-writes'
