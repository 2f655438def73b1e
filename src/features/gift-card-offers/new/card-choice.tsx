import { useQuery } from '@tanstack/react-query'
import type { GiftCard } from '../../../api/records/gift-card-offer'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { Muted } from '../../../components/ui/text'
import { formatMoney } from '../../../lib/format'
import styles from '../gift-card-offers.module.css'
import { giftCardOfferQueries } from '../queries'
import type { CardValues } from './new-offer-values'

interface CardChoiceProps {
  values: CardValues
  errors: Partial<Record<keyof CardValues, string>>
  onChange: (patch: Partial<CardValues>) => void
}

const faceText = (card: GiftCard) => (card.face_value_amount && card.face_value_unit ? formatMoney(card.face_value_amount, card.face_value_unit) : card.title ?? `Card ${card.id}`)

/** Regions among a brand's cards, each once, in the catalog's order. */
function regionsOf(cards: readonly GiftCard[]): { id: number; name: string }[] {
  const regions = new Map<number, string>()
  for (const card of cards) if (card.region) regions.set(card.region.id, card.region.name)
  return [...regions].map(([id, name]) => ({ id, name }))
}

/** The card of the new offer: brand, then region, then face value from the catalog; or brand, region and face value typed. */
export function CardChoice({ values, errors, onChange }: CardChoiceProps) {
  const brands = useQuery(giftCardOfferQueries.brands())
  const regions = useQuery(giftCardOfferQueries.regions())
  const brandId = Number(values.brandId)
  const cards = useQuery({ ...giftCardOfferQueries.cards(brandId), enabled: brandId > 0 })
  const brandCards = cards.data?.records ?? []
  const faces = brandCards.filter((card) => card.region?.id === Number(values.regionId))
  const chosen = faces.find((card) => card.id === Number(values.giftCardId))
  const loadFailed = brands.isError || regions.isError || cards.isError

  const brandField = (
    <Field label="Brand" error={errors.brandId}>
      <Select name="brand" value={values.brandId} onChange={(event) => onChange({ brandId: event.target.value, regionId: '', giftCardId: '' })}>
        <option value="">{brands.isPending ? 'Loading brands…' : 'Choose a brand'}</option>
        {brands.data?.records.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name ?? `Brand ${brand.id}`}
          </option>
        ))}
      </Select>
    </Field>
  )

  return (
    <Tabs value={values.mode} onValueChange={(mode) => onChange({ mode: mode === 'manual' ? 'manual' : 'catalog' })}>
      <TabList aria-label="How to name the card">
        <Tab value="catalog">Catalog</Tab>
        <Tab value="manual">Other card</Tab>
      </TabList>
      {loadFailed ? <p role="alert">The catalog could not be loaded. Reload the page to try again.</p> : null}
      <TabPanel value="catalog" className={styles.stack}>
        <Muted as="p">Choose the brand, then the region, then the face value.</Muted>
        {brandField}
        <Field label="Region" error={errors.regionId}>
          <Select name="region" value={values.regionId} disabled={!values.brandId} onChange={(event) => onChange({ regionId: event.target.value, giftCardId: '' })}>
            <option value="">{cards.isFetching ? 'Loading regions…' : 'Choose a region'}</option>
            {regionsOf(brandCards).map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Face value" error={errors.giftCardId}>
          <Select name="face_value" value={values.giftCardId} disabled={!values.regionId} onChange={(event) => onChange({ giftCardId: event.target.value })}>
            <option value="">Choose a face value</option>
            {faces.map((card) => (
              <option key={card.id} value={card.id}>
                {faceText(card)}
              </option>
            ))}
          </Select>
        </Field>
        {chosen ? (
          <Muted as="p">
            {chosen.title}
            {chosen.lowest_price_eur ? ` · lowest price now ${formatMoney(chosen.lowest_price_eur, 'EUR')}` : ' · nobody else sells it now'}
          </Muted>
        ) : null}
      </TabPanel>
      <TabPanel value="manual" className={styles.stack}>
        <Muted as="p">A card the catalog does not list: name its brand, region and face value.</Muted>
        {brandField}
        <Field label="Region" error={errors.regionId}>
          <Select name="any_region" value={values.regionId} onChange={(event) => onChange({ regionId: event.target.value })}>
            <option value="">{regions.isPending ? 'Loading regions…' : 'Choose a region'}</option>
            {regions.data?.records.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name ?? `Region ${region.id}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Face value" hint="The amount printed on the card, like 20 or 12.50." error={errors.faceValue}>
          <Input name="face_value_amount" inputMode="decimal" autoComplete="off" value={values.faceValue} onChange={(event) => onChange({ faceValue: event.target.value })} />
        </Field>
        <Field label="Currency of the face value" hint="Three letters, such as EUR, USD or GBP." error={errors.unit}>
          <Input name="face_value_unit" autoComplete="off" maxLength={3} value={values.unit} onChange={(event) => onChange({ unit: event.target.value })} />
        </Field>
      </TabPanel>
    </Tabs>
  )
}
