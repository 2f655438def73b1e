import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ordersQuery, ordersSearchSchema } from './orders-api'
import { OrdersPage } from './orders-page'

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet })

const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQuery(deps)),
  component: function Orders() {
    const navigate = ordersRoute.useNavigate()
    return <OrdersPage search={ordersRoute.useSearch()} onSearch={(search) => navigate({ search })} />
  },
})

const router = createRouter({ routeTree: rootRoute.addChildren([ordersRoute]), context: { queryClient } })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
