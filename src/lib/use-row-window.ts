import { useLayoutEffect, useState, type RefObject } from 'react'

export interface RowWindow {
  /** The first row in the page, and one past the last. */
  first: number
  end: number
  /** The height of every row together: the list's own height, so the scroll bar is the whole list's. */
  totalHeight: number
}

interface RowWindowOptions {
  count: number
  /** Every row is this tall (its CSS says so), so no row is measured. */
  rowHeight: number
  /** Rows kept in the page above and below those in view. */
  overscan: number
  /** Where layout reports no height (tests, a hidden tab), assume a typical viewport rather than none. */
  fallbackHeight: number
}

function rangeOf(element: HTMLElement | null, { count, rowHeight, overscan, fallbackHeight }: RowWindowOptions) {
  const top = element?.scrollTop ?? 0
  const height = element && element.clientHeight > 0 ? element.clientHeight : fallbackHeight
  const first = Math.min(count, Math.max(0, Math.floor(top / rowHeight) - overscan))
  const end = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan)
  return { first, end }
}

/**
 * The rows of a scrolling list of fixed-height rows that are in view, and a few around them: a list of
 * thousands puts a screenful in the page. Renders again only when that range changes.
 */
export function useRowWindow(scrollRef: RefObject<HTMLElement | null>, options: RowWindowOptions): RowWindow {
  const { count, rowHeight, overscan, fallbackHeight } = options
  const [range, setRange] = useState(() => rangeOf(null, options))

  useLayoutEffect(() => {
    const element = scrollRef.current
    const update = () => {
      const next = rangeOf(element, { count, rowHeight, overscan, fallbackHeight })
      setRange((current) => (current.first === next.first && current.end === next.end ? current : next))
    }
    update()
    if (!element) return
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [scrollRef, count, rowHeight, overscan, fallbackHeight])

  return { first: Math.min(range.first, count), end: Math.min(range.end, count), totalHeight: count * rowHeight }
}
