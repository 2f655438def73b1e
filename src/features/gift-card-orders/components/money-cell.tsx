import { formatMoney } from '../../../lib/format'

/** EUR first, USD beneath. */
export function MoneyCell({ eur, usd }: { eur: string; usd: string }) {
  return (
    <td className="num">
      {formatMoney(eur, 'EUR')}
      <span className="muted gco-second-line">{formatMoney(usd, 'USD')}</span>
    </td>
  )
}
