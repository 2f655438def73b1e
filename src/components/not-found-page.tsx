import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from './ui/layout'

export function NotFoundPage({ children }: { children?: ReactNode }) {
  return (
    <Page aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      {children ?? <p>There is nothing at this address.</p>}
      <p>
        <Link to="/">Go to the overview</Link>
      </p>
    </Page>
  )
}
