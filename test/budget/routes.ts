/*
 * The routes whose first visit is measured: every route of the route tree (src/routes, as the router's file
 * conventions read it), each at an address of the mock API's seed. A new route is measured without an edit here;
 * a new path parameter needs one line in SAMPLE_PARAMS (the check says which), naming a record the seed has.
 */
import type { VisitRoute } from '../bench/first-visit'
import { listRouteFiles, routesOf, type RouteFile } from './route-files'

/** A record of the mock API's seed (src/mocks) for each path parameter; `_splat` is the not-found route's. */
export const SAMPLE_PARAMS: Record<string, string> = {
  _splat: 'no-such-page',
  accountOfferId: '40007',
  accountOrderId: '1001',
  currencyOfferId: '3001',
  currencyOrderId: '9018',
  disputeId: '7005',
  giftCardOrderId: '2990',
  giftCardOfferId: '800',
  itemOfferId: '5001',
  itemOrderId: '5101',
}

/** The layout every signed-in screen is under: the others (sign-in) are opened without a token. */
const SIGNED_IN_LAYOUT = 'src/routes/_app.tsx'

/** The address of a route (`/disputes/$disputeId` → `disputes/7005`), or the parameters that have no sample. */
export function addressOf(route: string, samples = SAMPLE_PARAMS): { path: string } | { missing: string[] } {
  const missing: string[] = []
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith('$')) return segment
      const name = segment === '$' ? '_splat' : segment.slice(1)
      const value = samples[name]
      if (value === undefined) missing.push(segment)
      return value ?? segment
    })
  return missing.length ? { missing } : { path: segments.join('/') }
}

/** The routes of `files` (route files relative to src/routes) as visits; throws when a parameter has no sample. */
export function visitRoutesOf(routes: RouteFile[], samples = SAMPLE_PARAMS): VisitRoute[] {
  const missing = new Set<string>()
  const visits = routes.flatMap(({ route, chain }) => {
    const address = addressOf(route, samples)
    if ('missing' in address) {
      address.missing.forEach((segment) => missing.add(segment))
      return []
    }
    return [{ name: route, path: address.path, signedIn: chain.includes(SIGNED_IN_LAYOUT) }]
  })
  if (missing.size > 0) {
    throw new Error(
      `No sample record for the path parameter(s) ${[...missing].join(', ')}: add one of the mock seed's ids to ` +
        'SAMPLE_PARAMS in test/budget/routes.ts.',
    )
  }
  return visits
}

/** Every route of the project's route tree, as a first visit opens it. */
export async function visitRoutes(): Promise<VisitRoute[]> {
  return visitRoutesOf(routesOf(await listRouteFiles()))
}
