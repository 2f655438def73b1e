import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form'
import { DELIVERY_UNITS, type DeliveryTimeText } from '../../lib/delivery-time'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { Cluster } from '../ui/layout'
import { Select } from '../ui/select'

interface DeliveryTimeFieldsProps<T extends DeliveryTimeText> {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  /** The account offer forms name the second field "Unit", give no hint (null) and set the two in their own grid. */
  unitLabel?: string
  hint?: string | null
  /** The two fields' own layout in place of the cluster. */
  className?: string
}

/** How long delivery takes at most: a whole number and its unit, each labelled, each with its message. */
export function DeliveryTimeFields<T extends DeliveryTimeText>({
  register,
  errors: fieldErrors,
  unitLabel = 'Delivery time unit',
  hint = 'At most this long after purchase.',
  className,
}: DeliveryTimeFieldsProps<T>) {
  const field = (name: keyof DeliveryTimeText) => register(name as Path<T>)
  const errors = fieldErrors as FieldErrors<DeliveryTimeText>
  const fields = (
    <>
      <Field label="Delivery time" hint={hint ?? undefined} error={errors.delivery_duration?.message}>
        <Input inputMode="numeric" autoComplete="off" {...field('delivery_duration')} />
      </Field>
      <Field label={unitLabel} error={errors.delivery_unit?.message}>
        <Select {...field('delivery_unit')}>
          {DELIVERY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </Select>
      </Field>
    </>
  )
  return className ? <div className={className}>{fields}</div> : <Cluster as="div">{fields}</Cluster>
}
