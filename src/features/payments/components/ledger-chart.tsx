import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { formatMoney } from '../../../lib/format'
import type { Bucket, Grouping } from '../figures'
import { bucketLabel } from '../labels'
import styles from './ledger-chart.module.css'

const WIDTH = 720
const HEIGHT = 200
const PAD = 8

interface LedgerChartProps {
  buckets: readonly Bucket[]
  grouping: Grouping
  /** What the chart shows, for its accessible name: "Money in, out and net per day, 1–30 Nov 2026". */
  title: string
  /** A smaller chart without the legend (the overview's). */
  compact?: boolean
}

/** Only the bars' heights: the figures themselves are always the exact decimal strings. */
const size = (amount: string) => Math.abs(Number(amount))

export function describeBucket(bucket: Bucket, grouping: Grouping): string {
  const { eur } = bucket
  return `${bucketLabel(bucket.start, grouping)}: in ${formatMoney(eur.in, 'EUR')}, out ${formatMoney(eur.out, 'EUR')}, net ${formatMoney(eur.net, 'EUR')}`
}

/**
 * In (up), out (down) and net (a mark) per bucket, in EUR, drawn as plain SVG. One tab stop: the arrow keys move
 * between buckets; hovering or focusing one shows its figures. The same figures are in the table beside it.
 */
export function LedgerChart({ buckets, grouping, title, compact = false }: LedgerChartProps) {
  const titleId = useId()
  const [active, setActive] = useState<number | null>(null)
  const [focusIndex, setFocusIndex] = useState(Math.max(0, buckets.length - 1))
  const refs = useRef<(SVGGElement | null)[]>([])
  const max = Math.max(0.01, ...buckets.flatMap(({ eur }) => [size(eur.in), size(eur.out), size(eur.net)]))
  const half = HEIGHT / 2 - PAD
  const slot = WIDTH / Math.max(1, buckets.length)
  const bar = Math.max(1, slot * 0.36)
  const y = (amount: string) => (size(amount) / max) * half

  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: buckets.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const clamped = Math.min(buckets.length - 1, Math.max(0, next))
    setFocusIndex(clamped)
    refs.current[clamped]?.focus()
  }

  const shown = active === null ? null : buckets[active]
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={compact ? 'visually-hidden' : undefined}>
        {title}
      </figcaption>
      <svg className={compact ? `${styles.svg} ${styles.svgCompact}` : styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="group" aria-labelledby={titleId}>
        <line className={styles.zero} x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
        {buckets.map((bucket, index) => {
          const x = index * slot
          const net = Number(bucket.eur.net) >= 0 ? HEIGHT / 2 - y(bucket.eur.net) : HEIGHT / 2 + y(bucket.eur.net)
          return (
            <g
              key={bucket.start}
              ref={(element) => {
                refs.current[index] = element
              }}
              className={`${styles.bucket} ${active === index ? styles.active : ''}`}
              role="img"
              aria-label={describeBucket(bucket, grouping)}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setActive(index)}
              onBlur={() => setActive(null)}
              onMouseEnter={() => setActive(index)}
              onMouseLeave={() => setActive(null)}
              onKeyDown={(event) => move(event, index)}
            >
              <rect className={styles.hit} x={x} y={0} width={slot} height={HEIGHT} />
              <rect className={styles.in} x={x + slot / 2 - bar} y={HEIGHT / 2 - y(bucket.eur.in)} width={bar} height={y(bucket.eur.in)} />
              <rect className={styles.out} x={x + slot / 2} y={HEIGHT / 2} width={bar} height={y(bucket.eur.out)} />
              <line className={styles.net} x1={x + slot * 0.15} x2={x + slot * 0.85} y1={net} y2={net} />
            </g>
          )
        })}
      </svg>
      {shown && active !== null ? (
        <div className={styles.tooltip} style={{ left: `${((active + 0.5) / buckets.length) * 100}%` }} aria-hidden="true">
          <strong>{bucketLabel(shown.start, grouping)}</strong>
          <br />
          In {formatMoney(shown.eur.in, 'EUR')} · Out {formatMoney(shown.eur.out, 'EUR')}
          <br />
          Net {formatMoney(shown.eur.net, 'EUR')}
        </div>
      ) : null}
      {compact ? null : (
        <ul className={styles.legend} aria-hidden="true">
          <li>
            <span className={styles.swatch} style={{ background: 'var(--success)' }} />
            Money in
          </li>
          <li>
            <span className={styles.swatch} style={{ background: 'var(--danger)' }} />
            Money out
          </li>
          <li>
            <span className={styles.swatch} style={{ background: 'var(--fg)', height: 3 }} />
            Net
          </li>
        </ul>
      )}
    </figure>
  )
}
