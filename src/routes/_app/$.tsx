import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/not-found-page'

// Any address the app does not know: inside the layout, so the navigation and the way back are there.
export const Route = createFileRoute('/_app/$')({
  component: () => <NotFoundPage />,
})
