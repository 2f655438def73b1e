import { useEffect, useState } from 'react'
import { FIGURES_PENDING } from './figures-pending'
import type { RangeFiguresProps } from './range-figures'

type FiguresCode = typeof import('./range-figures')

let loaded: FiguresCode | undefined
const loadFigures = () => import('./range-figures').then((code) => (loaded = code))
/** Only a head start, as a range is chosen: if it fails, RangeFiguresPart loads it again and shows the error. */
export const preloadRangeFigures = () => void loadFigures().catch(() => undefined)

/**
 * A range's sums and chart (range-figures.tsx), whose code is fetched with the first range chosen; the figures'
 * skeleton until it has come. Not lazy() in Suspense: React 19 shows what a boundary waited for no sooner than
 * 300 ms after its fallback appeared, which held "This year" from the local copy back by that much.
 */
export function RangeFiguresPart(props: RangeFiguresProps) {
  const [code, setCode] = useState(() => loaded)
  useEffect(() => {
    loadFigures().then(setCode, (error: unknown) =>
      setCode(() => {
        throw error
      }),
    )
  }, [])
  return code ? <code.default {...props} /> : FIGURES_PENDING
}
