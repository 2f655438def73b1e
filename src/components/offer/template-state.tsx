import { isApiError } from '../../lib/api-error'
import { Alert } from '../ui/alert'
import { ErrorState } from '../ui/error-state'
import { Muted } from '../ui/text'

interface TemplateStateProps {
  /** The chosen game's slug; '' while none is chosen. */
  slug: string
  template: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }
  /** What is sold: "items", "currency". */
  what: string
}

/** Where a new offer's form stands with its game's template: loading, not sold for this game, or failed. */
export function TemplateState({ slug, template, what }: TemplateStateProps) {
  if (slug === '') return null
  if (template.isError) {
    // A game that does not sell this kind answers 404.
    return isApiError(template.error) && template.error.status === 404 ? (
      <Alert tone="warning">This game has no template for {what}: they cannot be sold for it here.</Alert>
    ) : (
      <ErrorState error={template.error} title="Could not load the game’s template" onRetry={() => void template.refetch()} />
    )
  }
  return template.isPending ? <Muted as="p">Loading the game’s template…</Muted> : null
}
