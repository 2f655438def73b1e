import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react'
import { whenIdle } from '../../lib/idle'
import { PART_UNAVAILABLE } from '../layout/part-unavailable-notice'
import { Alert } from './alert'

/**
 * Whether `element` has come within `margin` of the screen; once true it stays true. It is first asked in the
 * browser's first idle moment, once the page has drawn what it had: a part above that was still loading (an order's
 * dispute) does not make a part far down count as near. Every browser the dashboard supports has
 * IntersectionObserver; where there is none (jsdom), `unobserved` is the answer.
 */
export function useNearScreen(element: RefObject<HTMLElement | null>, { margin = '400px', unobserved = false } = {}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' && unobserved)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: margin })
    const cancel = whenIdle(() => observer.observe(element.current!))
    return () => {
      cancel()
      observer.disconnect()
    }
  }, [element, margin, unobserved])
  return near
}

function Unavailable() {
  return (
    <Alert tone="error" role="alert" title={PART_UNAVAILABLE.title}>
      <p>{PART_UNAVAILABLE.text}</p>
    </Alert>
  )
}

/**
 * A part of a page far below its top (a form at the end of a long record), whose code is fetched when the seller
 * scrolls near it: a first visit that stays at the top does not download it. `placeholder` holds its place until
 * then. Rendered at once where nothing can tell what is on screen (jsdom).
 */
export function nearScreenPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = null) {
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Unavailable as ComponentType<P> }),
    ),
  )
  return function NearScreenPart(props: P) {
    const box = useRef<HTMLDivElement>(null)
    const near = useNearScreen(box, { unobserved: true })
    return (
      <div ref={box}>
        {near ? (
          <Suspense fallback={placeholder}>
            <Part {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    )
  }
}
