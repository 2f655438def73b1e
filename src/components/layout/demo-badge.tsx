import { Badge } from '../ui/badge'

/** Callers render it only when `import.meta.env.VITE_DEMO` is 'true', so the production build drops it. */
export function DemoBadge() {
  return (
    <Badge tone="warning" title="This is the demo: the data comes from a built-in mock backend.">
      Demo data
    </Badge>
  )
}
