import { onDemandDialog } from './on-demand-dialog'

/** "Are you sure?" before a write that cannot be taken back (confirm-dialog-body.tsx), fetched when it opens. */
export const ConfirmDialog = onDemandDialog(() => import('./confirm-dialog-body').then((module) => module.ConfirmDialog))
