import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form'
import { DeliveryTimeFields } from '../../../components/offer/delivery-time-fields'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { DESCRIPTION_MAX, MIN_PRICE, TITLE_MAX, type OfferTextField, type OfferTextValues } from '../offer-values'
import styles from '../account-offers.module.css'

interface OfferFieldsProps<T extends OfferTextValues> {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  values: Pick<OfferTextValues, 'title' | 'description'>
  /** The delivery time is asked for only where it applies (manual delivery on a new offer). */
  delivery?: boolean
}

/** The fixed fields of an account offer, for the edit form and the new offer's form. */
export function OfferFields<T extends OfferTextValues>({ register: registerField, errors: fieldErrors, values, delivery = true }: OfferFieldsProps<T>) {
  const register = (field: OfferTextField) => registerField(field as Path<T>)
  const errors = fieldErrors as FieldErrors<OfferTextValues>
  return (
    <>
      <Field label="Title" error={errors.title?.message} counter={{ value: values.title, max: TITLE_MAX }}>
        <Input autoComplete="off" {...register('title')} />
      </Field>
      <Field label="Description" error={errors.description?.message} counter={{ value: values.description, max: DESCRIPTION_MAX }}>
        <Textarea rows={5} {...register('description')} />
      </Field>
      <Field label="Price (EUR)" hint={`At least ${MIN_PRICE}, with a point: 19.90.`} error={errors.price?.message}>
        <Input inputMode="decimal" autoComplete="off" spellCheck={false} {...register('price')} />
      </Field>
      {delivery ? (
        <DeliveryTimeFields register={registerField} errors={fieldErrors} unitLabel="Unit" hint={null} className={styles.pair} />
      ) : null}
      <Field label="Delivery instructions (optional)" error={errors.delivery_instructions?.message}>
        <Textarea rows={3} {...register('delivery_instructions')} />
      </Field>
      <Field label="Image links (optional)" hint="One web link (https://…) a line; images are not uploaded here." error={errors.image_urls?.message}>
        <Textarea rows={3} spellCheck={false} {...register('image_urls')} />
      </Field>
    </>
  )
}
