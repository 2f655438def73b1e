import type { Ref } from 'react'
import { EVIDENCE_FILE_TYPES } from '../../../api/dispute-answers'
import { EVIDENCE_MAX } from '../../../api/limits'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'

interface EvidenceFieldProps {
  value: string
  /** The links as they will be sent (one a line, blank lines left out). */
  count: number
  onChange: (value: string) => void
  error: string | null
  ref: Ref<HTMLTextAreaElement>
}

/**
 * Evidence as links, one a line: the marketplace fetches each file later, so it must be public. A line too
 * many or one that is no web address only blocks sending; nothing typed is changed.
 */
export function EvidenceField({ value, count, onChange, error, ref }: EvidenceFieldProps) {
  return (
    <Field
      id="dispute-evidence"
      label="Evidence links (optional)"
      error={error}
      hint={
        <>
          Up to {EVIDENCE_MAX} links, one a line, each starting with http:// or https:// ({count} of {EVIDENCE_MAX}). The
          marketplace fetches the files itself, so they must be public: anyone with the link can open them. It takes{' '}
          {EVIDENCE_FILE_TYPES} files, at most 20 MB each.
        </>
      }
    >
      <Textarea
        rows={3}
        name="evidence_urls"
        ref={ref}
        value={value}
        inputMode="url"
        spellCheck={false}
        autoCapitalize="off"
        placeholder="https://"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
