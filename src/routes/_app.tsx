import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppLayout } from '../components/layout/app-layout'
import { getToken } from '../lib/session'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  },
  component: AppLayout,
})
