import { Link } from '@tanstack/react-router'
import type { OfferCredential } from '../../../api/records/account-offer'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { SecretMask } from '../../../components/ui/secret-text'
import { Muted } from '../../../components/ui/text'
import { formatDateTime, toIsoUtc } from '../../../lib/format'
import styles from '../account-offers.module.css'

interface CredentialsTableProps {
  credentials: readonly OfferCredential[]
  revealed: boolean
  selected: ReadonlySet<number>
  onSelect: (id: number, selected: boolean) => void
  onEdit: (credential: OfferCredential) => void
  onDelete: (credential: OfferCredential) => void
  disabled: boolean
}

/**
 * The inventory: each credential masked until the seller reveals them all (the text is not in the page
 * before), sold ones read-only with the order they went to. Cards on a phone.
 */
export function CredentialsTable({ credentials, revealed, selected, onSelect, onEdit, onDelete, disabled }: CredentialsTableProps) {
  return (
    <Table cards scrollLabel="Credentials">
      <TableHeader>
        <TableRow>
          <TableHead>Select</TableHead>
          <TableHead>Id</TableHead>
          <TableHead>Credentials</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Added</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {credentials.map((credential) => (
          <TableRow key={credential.id}>
            <TableCell card={{ slot: 'detail', label: 'Select' }}>
              {credential.is_sold ? (
                <Muted>Sold</Muted>
              ) : (
                <Checkbox
                  label={<span className="visually-hidden">Select credential {credential.id}</span>}
                  checked={selected.has(credential.id)}
                  onChange={(event) => onSelect(credential.id, event.target.checked)}
                />
              )}
            </TableCell>
            <TableCell card={{ slot: 'id', label: 'Id' }}>{credential.id}</TableCell>
            <TableCell card={{ slot: 'title', label: 'Credentials' }}>
              {revealed && credential.credentials !== null ? (
                <pre className={styles.secret}>{credential.credentials}</pre>
              ) : (
                <SecretMask>Hidden</SecretMask>
              )}
            </TableCell>
            <TableCell card={{ slot: 'status', label: 'Status' }}>
              {credential.is_sold ? (
                <>
                  <Badge tone="neutral">Sold</Badge>{' '}
                  {credential.account_order_id ? (
                    <Link to="/account-orders/$accountOrderId" params={{ accountOrderId: credential.account_order_id }}>
                      Order {credential.account_order_id}
                    </Link>
                  ) : null}
                </>
              ) : (
                <Badge tone="success">In stock</Badge>
              )}
            </TableCell>
            <TableCell card={{ slot: 'date', label: 'Added' }}>
              {credential.created_at === null ? <Muted>Unknown</Muted> : <time dateTime={toIsoUtc(credential.created_at)}>{formatDateTime(credential.created_at)}</time>}
            </TableCell>
            <TableCell card={{ slot: 'detail', label: 'Actions' }}>
              {credential.is_sold ? (
                <Muted>Read-only</Muted>
              ) : (
                <>
                  <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onEdit(credential)} aria-label={`Edit credential ${credential.id}`}>
                    Edit
                  </Button>{' '}
                  <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onDelete(credential)} aria-label={`Delete credential ${credential.id}`}>
                    Delete
                  </Button>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
