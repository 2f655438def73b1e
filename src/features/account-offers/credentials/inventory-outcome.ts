import type { OfferCredential } from '../../../api/records/account-offer'
import type { WriteCheckOutcome } from '../../../lib/write-check'
import type { InventoryResult, InventoryWrite } from '../mutations'
import { formatCount } from '../../../lib/format'

/* What an inventory write did, said in words, and what reading the inventory back says of one whose outcome is unknown. */


/** The answer to a batch: the server's counts (created, skipped as already in stock). */
export function addedText(result: InventoryResult): string {
  const created = result.createdCount
  const duplicates = result.duplicateCount
  if (created == null && duplicates == null) return result.message ?? 'The credentials were sent.'
  return `${formatCount(created ?? 0, 'credential')} added; ${formatCount(duplicates ?? 0, 'duplicate')} skipped (already in stock).`
}

/**
 * After a bulk delete: how many went, and which of those asked for stayed because they were sold (read back
 * from the inventory after the answer), with the order each went to.
 */
export function bulkDeletedText(asked: readonly number[], result: InventoryResult, after: readonly OfferCredential[] | null): string {
  const stayed = (after ?? []).filter((credential) => asked.includes(credential.id))
  const sold = stayed.filter((credential) => credential.is_sold)
  const deleted = result.deletedCount ?? asked.length - stayed.length
  const parts = [`${formatCount(deleted, 'credential')} deleted.`]
  if (sold.length > 0) {
    const which = sold.map((credential) => `#${credential.id}${credential.account_order_id ? ` (order ${credential.account_order_id})` : ''}`).join(', ')
    parts.push(`${formatCount(sold.length, 'credential was', 'credentials were')} not deleted: ${which} sold meanwhile, and sold credentials cannot be deleted.`)
  } else if (deleted < asked.length) {
    parts.push(`${formatCount(asked.length - deleted, 'credential was', 'credentials were')} skipped by the server (sold credentials cannot be deleted).`)
  }
  return parts.join(' ')
}

/** Whether the inventory read back shows the write that was sent. */
export function inventoryShows(write: InventoryWrite, inventory: readonly OfferCredential[]): WriteCheckOutcome {
  const byId = new Map(inventory.map((credential) => [credential.id, credential]))
  switch (write.kind) {
    case 'add': {
      const texts = new Set(inventory.map((credential) => credential.credentials))
      return write.credentials.every((text) => texts.has(text)) ? 'applied' : 'not-applied'
    }
    case 'edit':
      return byId.get(write.credentialId)?.credentials === write.credentials ? 'applied' : 'not-applied'
    case 'delete':
      return byId.has(write.credentialId) ? 'not-applied' : 'applied'
    case 'bulk-delete':
      return write.credentialIds.some((id) => byId.get(id)?.is_sold === false) ? 'not-applied' : 'applied'
  }
}
