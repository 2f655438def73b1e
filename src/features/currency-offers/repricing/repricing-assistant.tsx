import { useEffect, useMemo, useState } from 'react'
import { pricePer } from '../decimal'
import { formatWinningPrice } from '../format-price'
import type { PreparedOffer } from '../offers'
import { Alert } from '../../../components/ui/alert'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Muted } from '../../../components/ui/text'
import { MAX_DELIVERY_LABELS } from '../max-delivery'
import { MAX_DELIVERY_CHOICES, MY_PRICE_MAX_LENGTH, type MaxDelivery } from '../search'
import { unitLabel, type QuotedUnit } from '../units'
import { UnitSelect } from '../components/unit-select'
import { AutoRepricingForm } from '../auto-repricing/auto-repricing-form'
import { IgnoredSellers } from './ignored-sellers'
import { suggestPrice, type CurrentPrice } from './rule'
import { convertSettings, loadSettings, saveSettings, toRule, type RepricingSettings } from './settings'
import { SuggestionView } from './suggestion-view'
import { ApplyPrice } from '../apply/apply-price'
import { rankPrice } from '../price-helper'
import { CardGrid } from '../../../components/ui/layout'
import layout from '../layout.module.css'

const AMOUNTS = [
  { key: 'floor', label: 'Floor', hint: 'Never suggest less than this.' },
  { key: 'ceiling', label: 'Ceiling', hint: 'Never suggest more than this.' },
  { key: 'step', label: 'Undercut step', hint: 'Empty: one price step of the cheapest offer, as in the price helper.' },
] as const

interface RepricingAssistantProps {
  offerId: number
  /** Every competing offer, whatever the table's filters: the assistant has its own. */
  rows: readonly PreparedOffer[]
  units: readonly QuotedUnit[]
  baseName: string
  /** The seller's offer's own unit; undefined while the offer loads, null when it cannot be read. */
  offerUnit: number | null | undefined
  current: CurrentPrice | null
}

/** Settings kept per offer in this browser, in the seller's own unit, and the one price they suggest. */
export function RepricingAssistant({ offerUnit, ...props }: RepricingAssistantProps) {
  // The settings are first set per the offer's own unit, so they wait for it.
  if (offerUnit === undefined) return <Muted as="p">Loading your offer…</Muted>
  return <AssistantForm {...props} offerUnit={offerUnit} />
}

function AssistantForm({ offerId, rows, units, baseName, offerUnit, current }: RepricingAssistantProps & { offerUnit: number | null }) {
  const [settings, setSettings] = useState<RepricingSettings>(() => loadSettings(offerId, offerUnit ?? 1))
  useEffect(() => saveSettings(offerId, settings), [offerId, settings])
  const update = (patch: Partial<RepricingSettings>) => setSettings((previous) => ({ ...previous, ...patch }))

  const unit = unitLabel(settings.unit, units, baseName)
  const { rule, errors } = useMemo(() => toRule(settings), [settings])
  const currentPrice = useMemo(() => (current ? pricePer(current.price, settings.unit) : null), [current, settings.unit])
  const suggestion = useMemo(() => suggestPrice(rows, rule, currentPrice), [rows, rule, currentPrice])
  const blocked =
    errors.floor || errors.ceiling || errors.step
      ? 'Fix the settings above to turn it on.'
      : !rule.floor || !rule.ceiling
        ? 'Set a floor and a ceiling to turn it on.'
        : null
  const sellers = useMemo(() => [...new Set(rows.map((row) => row.offer.seller.username))].sort(), [rows])
  const suggested = suggestion.price
  const applied = useMemo(
    () => (suggested ? { price: { amount: suggested, per: settings.unit }, rank: rankPrice({ amount: suggested, per: settings.unit }, rows) } : null),
    [suggested, settings.unit, rows],
  )

  return (
    <div className={layout.stack}>
      <Muted as="p">
        Prices in EUR per {unit}, kept in this browser for offer {offerId}.{' '}
        {current && currentPrice
          ? `Your current price: ${formatWinningPrice(currentPrice)} per ${unit} (${current.source === 'helper' ? 'typed in the price helper' : 'your offer on the marketplace'}).`
          : 'Type your current price in the price helper to compare it.'}
      </Muted>
      {offerUnit === null ? (
        <Alert tone="warning">
          Your offer’s unit could not be read, so the amounts start per {unitLabel(1, units, baseName)}: choose the
          unit you price in under “Prices per”.
        </Alert>
      ) : null}
      <CardGrid>
        <div className={layout.stack}>
          <UnitSelect
            label="Prices per"
            value={settings.unit}
            units={units}
            baseName={baseName}
            offerUnit={offerUnit}
            onChange={(multiplier) => setSettings((previous) => convertSettings(previous, multiplier))}
          />
          {AMOUNTS.map(({ key, label, hint }) => (
            <Field
              key={key}
              label={`${label} (EUR per ${unit}${key === 'ceiling' ? ', optional' : ''})`}
              hint={hint}
              error={errors[key]}
            >
              <Input
                autoComplete="off"
                spellCheck={false}
                inputMode="decimal"
                maxLength={MY_PRICE_MAX_LENGTH}
                placeholder={key === 'step' ? 'one price step' : undefined}
                value={settings[key]}
                onChange={(event) => update({ [key]: event.target.value })}
              />
            </Field>
          ))}
          <Checkbox
            label="Only offers whose stock covers their minimum quantity"
            checked={settings.inStockOnly}
            onChange={(event) => update({ inStockOnly: event.target.checked })}
          />
          <Field label="Only offers delivering within">
            <Select
              value={settings.maxDelivery ?? ''}
              onChange={(event) =>
                update({
                  maxDelivery: (event.target.value || undefined) as MaxDelivery | undefined,
                })
              }
            >
              <option value="">Any time</option>
              {MAX_DELIVERY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {MAX_DELIVERY_LABELS[choice]}
                </option>
              ))}
            </Select>
          </Field>
          <IgnoredSellers
            ignored={settings.ignoredSellers}
            sellers={sellers}
            onChange={(ignoredSellers) => update({ ignoredSellers })}
          />
        </div>
        <SuggestionView
          suggestion={suggestion}
          unit={{ label: unit, multiplier: settings.unit }}
          baseUnit={unitLabel(1, units, baseName)}
          apply={applied ? <ApplyPrice offerId={offerId} price={applied.price} rank={applied.rank} /> : null}
        />
      </CardGrid>
      <section aria-labelledby={`auto-repricing-${offerId}`} className={layout.stack}>
        <h3 id={`auto-repricing-${offerId}`}>Automatic repricing</h3>
        <AutoRepricingForm offerId={offerId} blocked={blocked} />
      </section>
    </div>
  )
}
