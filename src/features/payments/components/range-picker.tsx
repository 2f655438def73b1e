import { useState } from 'react'
import { useList } from '../../../components/list/list-context'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { PRESET_LABELS, RANGE_PRESETS, presetOf, presetRange, writeRange, type RangePreset } from '../range'
import { preloadRangeFigures } from './range-figures-part'

const CHOICES = ['all', ...RANGE_PRESETS, 'custom'] as const

/**
 * The ledger's date range by preset. "Custom" points to the date fields of the filters below; a range typed
 * there shows here as Custom.
 */
export function RangePicker({ value }: { value: string | number | undefined }) {
  const { update } = useList()
  const [custom, setCustom] = useState(false)
  const [now] = useState(Date.now)
  const current = custom ? 'custom' : presetOf(value, now)
  return (
    <Field label="Range" hint={current === 'custom' ? 'Set the first and last day under "More filters", Date.' : undefined}>
      <Select
        value={current}
        onChange={(event) => {
          const choice = event.target.value as (typeof CHOICES)[number]
          setCustom(choice === 'custom')
          if (choice === 'custom') return
          const created = choice === 'all' ? undefined : writeRange(presetRange(choice as RangePreset, now))
          if (created) preloadRangeFigures()
          void update({ created_at: created, page: 1 })
        }}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {PRESET_LABELS[choice]}
          </option>
        ))}
      </Select>
    </Field>
  )
}
