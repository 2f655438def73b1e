import { lazy, Suspense, type ComponentProps } from 'react'
import { describeError } from '../../lib/error-message'
import { Alert } from './alert'

type RefusalProps = ComponentProps<typeof import('./write-refusal-body').WriteRefusal>

/** The server's words, plainly, when the refusal's own code cannot be downloaded. */
function PlainRefusal({ error, heading }: RefusalProps) {
  const { title, detail } = describeError(error)
  return (
    <Alert tone="error" role="alert" title={heading}>
      <p>
        {title}: {detail}
      </p>
    </Alert>
  )
}

const Refusal = lazy(() =>
  import('./write-refusal-body').then(
    (module) => ({ default: module.WriteRefusal }),
    () => ({ default: PlainRefusal }),
  ),
)

/**
 * Why a write was refused, in the server's words (write-refusal-body.tsx): its code is fetched when a write is
 * refused, which few visits see.
 */
export function WriteRefusal(props: RefusalProps) {
  return (
    <Suspense fallback={null}>
      <Refusal {...props} />
    </Suspense>
  )
}
