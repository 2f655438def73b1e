import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { breakQueries } from './queries'

// Every page makes this check; the notice's code (modes, dates, the end dialog) loads only while a break is on.
const BreakNotice = lazy(() => import('./break-notice').then((module) => ({ default: module.BreakNotice })))

/** On every page while a break is on: its mode and since when, and a way to end it. Nothing while none is on. */
export function BreakBanner() {
  const { data: current } = useQuery(breakQueries.current())
  if (!current) return null
  return (
    <Suspense fallback={null}>
      <BreakNotice current={current} />
    </Suspense>
  )
}
