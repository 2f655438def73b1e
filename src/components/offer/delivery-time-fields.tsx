import type { UseFormReturn } from 'react-hook-form'
import { DELIVERY_UNITS, type DeliveryTimeText } from '../../lib/delivery-time'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { Cluster } from '../ui/layout'
import { Select } from '../ui/select'

/** How long delivery takes at most: a whole number and its unit, each labelled, each with its message. */
export function DeliveryTimeFields<T extends DeliveryTimeText>({ form }: { form: UseFormReturn<T> }) {
  const own = form as unknown as UseFormReturn<DeliveryTimeText>
  const { errors } = own.formState
  return (
    <Cluster as="div">
      <Field label="Delivery time" hint="At most this long after purchase." error={errors.delivery_duration?.message}>
        <Input inputMode="numeric" autoComplete="off" {...own.register('delivery_duration')} />
      </Field>
      <Field label="Delivery time unit" error={errors.delivery_unit?.message}>
        <Select {...own.register('delivery_unit')}>
          {DELIVERY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </Select>
      </Field>
    </Cluster>
  )
}
