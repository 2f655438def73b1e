/** The demo build runs on the mock backend. */
export function isDemo(): boolean {
  return import.meta.env.VITE_DEMO === 'true'
}

export function DemoBadge() {
  if (!isDemo()) return null
  return (
    <span className="badge badge--demo" title="This is the demo: the data comes from a built-in mock backend.">
      Demo data
    </span>
  )
}
