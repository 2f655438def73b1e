import type { ReactNode } from 'react'
import type { OtherOffer } from '../../../api/records/other-offer'
import { SectionCard } from '../../../components/ui/section-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatMoney, formatNumber } from '../../../lib/format'
import styles from './offers-table.module.css'

interface Column {
  header: string
  numeric?: boolean
  cell: (offer: OtherOffer) => ReactNode
}

/** A cell that shows one field of the offer, or marks it unreadable. */
function read<K extends keyof OtherOffer>(field: K, show: (value: NonNullable<OtherOffer[K]>) => ReactNode) {
  return (offer: OtherOffer) => (
    <ReadField record={offer} field={field}>
      {show}
    </ReadField>
  )
}

const priceEur = read('price_eur', (amount) => formatMoney(amount, 'EUR'))
const priceUsd = read('price_usd', (amount) => formatMoney(amount, 'USD'))

const COLUMNS: readonly Column[] = [
  { header: 'Seller', cell: read('seller', (seller) => seller.username) },
  { header: 'Unit', cell: read('currency_unit', (unit) => unit.name) },
  {
    header: 'Price',
    numeric: true,
    cell: (offer) => (
      <>
        {priceEur(offer)}
        <span className={styles.note}>{priceUsd(offer)}</span>
      </>
    ),
  },
  { header: 'Stock', numeric: true, cell: read('stock', formatNumber) },
  { header: 'Delivery', cell: read('delivery_time', (time) => time.format_long) },
]

/** Offers left out of the ranking because a price, unit, stock or delivery time could not be read. */
export function UnrankedOffers({ offers }: { offers: readonly OtherOffer[] }) {
  if (offers.length === 0) return null
  return (
    <SectionCard title={`Not ranked (${formatNumber(offers.length)})`} titleId="unranked-offers-title">
      <Muted as="p">
        These offers are not in the ranking, the summary or the chart: a value they depend on could not be read.
      </Muted>
      <Table aria-labelledby="unranked-offers-title">
        <TableHeader>
          <TableRow>
            <TableHead>Offer</TableHead>
            {COLUMNS.map(({ header, numeric }) => (
              <TableHead key={header} numeric={numeric}>
                {header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.id}>
              <TableHead scope="row">{offer.id}</TableHead>
              {COLUMNS.map(({ header, numeric, cell }) => (
                <TableCell key={header} numeric={numeric}>
                  {cell(offer)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  )
}
