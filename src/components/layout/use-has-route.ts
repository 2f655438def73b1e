import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

const normalise = (path: string) => path.replace(/\$[^/]+/g, '$').replace(/\/+$/, '') || '/'

/** Whether the route tree has a route for a path template ("/disputes/$"): areas appear as their routes land. */
export function useHasRoute(): (template: string) => boolean {
  const router = useRouter()
  return useCallback(
    (template: string) => Object.keys(router.routesByPath).some((path) => normalise(path) === normalise(template)),
    [router],
  )
}
