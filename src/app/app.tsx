import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { createApp } from './router'

export function App({ app }: { app: ReturnType<typeof createApp> }) {
  // Each shop has its own cache: the provider follows the shop on screen.
  const queryClient = useSyncExternalStore(app.session.subscribe, () => app.queryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>
  )
}
