import type { ReactNode } from 'react'
import { SectionCard } from '../../../components/ui/section-card'
import { Caption, Muted } from '../../../components/ui/text'
import { formatUnitPrice } from '../format-price'
import type { OffersSummary as Summary } from '../summary'
import styles from './market.module.css'
import layout from '../layout.module.css'
import { formatCount } from '../../../lib/format'

interface OffersSummaryProps {
  summary: Summary
  baseName: string
  /** Which offers the figures cover, e.g. "all 36 competing offers". */
  scope: string
}

export function OffersSummary({ summary, baseName, scope }: OffersSummaryProps) {
  const { fastest } = summary
  const note = (text: string) => <Caption> {text}</Caption>
  const figures: [string, ReactNode][] = [
    [
      'Competitors',
      <>
        {formatCount(summary.count, 'offer')}
        {note(`from ${formatCount(summary.sellers, 'seller')}`)}
      </>,
    ],
    ['Lowest price', formatUnitPrice(summary.lowest)],
    ['Median price', formatUnitPrice(summary.median)],
    ['Highest price', formatUnitPrice(summary.highest)],
    [
      'Fastest delivery',
      <>
        {fastest.delivery_time.format_long}
        {note(`by ${fastest.seller.username}`)}
      </>,
    ],
  ]
  return (
    <SectionCard title="Market at a glance" contentClassName={layout.stack}>
      <Muted as="p">
        Prices per 1 {baseName} in EUR, over {scope}.
      </Muted>
      <dl className={styles.figures}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  )
}
