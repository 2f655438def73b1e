import { Checkbox } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { ErrorText } from '../../../components/ui/text'
import { EVENT_KINDS } from '../event-kinds'
import type { ChoicesForm } from './choices'
import styles from './notifications.module.css'

interface ChoicesFieldsProps {
  value: ChoicesForm
  onChange: (next: ChoicesForm) => void
  errors: Partial<Record<'events' | 'quiet', string>>
}

/** Which events reach this device, and the quiet hours in which only disputes come through. */
export function ChoicesFields({ value, onChange, errors }: ChoicesFieldsProps) {
  const toggle = (event: string, on: boolean) =>
    onChange({ ...value, events: EVENT_KINDS.map((kind) => kind.event).filter((name) => (name === event ? on : value.events.includes(name))) })
  return (
    <>
      <fieldset className={styles.choices} aria-describedby={errors.events ? 'push-events-error' : undefined}>
        <legend>Tell this device of</legend>
        {EVENT_KINDS.map((kind) => (
          <Checkbox
            key={kind.event}
            label={kind.label}
            checked={value.events.includes(kind.event)}
            onChange={(event) => toggle(kind.event, event.target.checked)}
          />
        ))}
        {errors.events ? (
          <ErrorText as="p" id="push-events-error">
            {errors.events}
          </ErrorText>
        ) : null}
      </fieldset>
      <fieldset className={styles.choices} aria-describedby={errors.quiet ? 'push-quiet-error' : undefined}>
        <legend>Quiet hours</legend>
        <Checkbox
          label="Only disputes come through during quiet hours"
          checked={value.quiet}
          onChange={(event) => onChange({ ...value, quiet: event.target.checked })}
        />
        {value.quiet ? (
          <div className={styles.times}>
            <Field label="From">
              <Input type="time" value={value.from} onChange={(event) => onChange({ ...value, from: event.target.value })} />
            </Field>
            <Field label="To">
              <Input type="time" value={value.to} onChange={(event) => onChange({ ...value, to: event.target.value })} />
            </Field>
          </div>
        ) : null}
        {errors.quiet ? (
          <ErrorText as="p" id="push-quiet-error">
            {errors.quiet}
          </ErrorText>
        ) : null}
      </fieldset>
    </>
  )
}
