import type { OtherOffer } from '../../../api/records/other-offer'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatMoney, formatNumber } from '../../../lib/format'

/** Offers left out of the ranking because a price, unit, stock or delivery time could not be read. */
export function UnrankedOffers({ offers }: { offers: readonly OtherOffer[] }) {
  if (offers.length === 0) return null
  return (
    <section className="card" aria-labelledby="unranked-offers-title">
      <h2 id="unranked-offers-title">Not ranked ({formatNumber(offers.length)})</h2>
      <p className="muted">These offers are not in the ranking, the summary or the chart: a value they depend on could not be read.</p>
      <div className="table-wrap">
        <table aria-labelledby="unranked-offers-title">
          <thead>
            <tr>
              <th scope="col">Offer</th>
              <th scope="col">Seller</th>
              <th scope="col">Unit</th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Stock
              </th>
              <th scope="col">Delivery</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <th scope="row">{offer.id}</th>
                <td>
                  <ReadField record={offer} field="seller">
                    {(seller) => seller.username}
                  </ReadField>
                </td>
                <td>
                  <ReadField record={offer} field="currency_unit">
                    {(unit) => unit.name}
                  </ReadField>
                </td>
                <td className="num">
                  <ReadField record={offer} field="price_eur">
                    {(amount) => formatMoney(amount, 'EUR')}
                  </ReadField>
                  <span className="cell-note">
                    <ReadField record={offer} field="price_usd">
                      {(amount) => formatMoney(amount, 'USD')}
                    </ReadField>
                  </span>
                </td>
                <td className="num">
                  <ReadField record={offer} field="stock">
                    {formatNumber}
                  </ReadField>
                </td>
                <td>
                  <ReadField record={offer} field="delivery_time">
                    {(time) => time.format_long}
                  </ReadField>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
