import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { useFirstLoad } from './first-load'
import type { createApp } from './router'

interface AppProps {
  app: ReturnType<typeof createApp>
  /** The router's first load, started before the first render (main.tsx), so its requests do not wait for React. */
  firstLoad: Promise<void>
}

export function App({ app, firstLoad }: AppProps) {
  // Each shop has its own cache: the provider follows the shop on screen.
  const queryClient = useSyncExternalStore(app.session.subscribe, () => app.queryClient)
  const ready = useFirstLoad(app.router, firstLoad)
  return (
    <QueryClientProvider client={queryClient}>
      {ready ? <RouterProvider router={app.router} /> : null}
    </QueryClientProvider>
  )
}
