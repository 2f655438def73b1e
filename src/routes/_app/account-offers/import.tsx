import { createFileRoute } from '@tanstack/react-router'
import { ImportPage } from '../../../features/account-offers/import/import-page'

export const Route = createFileRoute('/_app/account-offers/import')({
  component: ImportPage,
})
