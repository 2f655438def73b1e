import type { Ref } from 'react'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'

/** The documentation lists "other" ("at least"); the others are the resolutions cases are seen to carry. */
const COUNTER_RESOLUTIONS = [
  ['partial_refund', 'Partial refund'],
  ['replacement', 'Replacement'],
  ['other', 'Other (say what in the note)'],
] as const

interface CounterFieldsProps {
  resolution: string
  note: string
  onChange: (field: 'counter_resolution' | 'counter_resolution_note', value: string) => void
  errorOf: (field: 'counter_resolution' | 'counter_resolution_note') => string | null
  resolutionRef: Ref<HTMLSelectElement>
}

/** What the seller proposes instead of what the buyer asked for, and a note that says it in words. */
export function CounterFields({ resolution, note, onChange, errorOf, resolutionRef }: CounterFieldsProps) {
  return (
    <>
      <Field id="counter-resolution" label="What you propose" error={errorOf('counter_resolution')}>
        <Select
          name="counter_resolution"
          ref={resolutionRef}
          value={resolution}
          aria-required
          onChange={(event) => onChange('counter_resolution', event.target.value)}
        >
          <option value="">Choose…</option>
          {COUNTER_RESOLUTIONS.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="counter-note"
        label="Note on your proposal (optional)"
        error={errorOf('counter_resolution_note')}
        hint="In words: what exactly you offer, for example the amount of a partial refund."
      >
        <Textarea
          rows={2}
          name="counter_resolution_note"
          value={note}
          onChange={(event) => onChange('counter_resolution_note', event.target.value)}
        />
      </Field>
    </>
  )
}
