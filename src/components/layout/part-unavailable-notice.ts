/** What the seller reads when part of the dashboard could not be downloaded: as a dialog, or as a toast. */
export const PART_UNAVAILABLE = {
  title: 'This part could not be loaded',
  text: 'Part of the dashboard could not be downloaded: the connection dropped, or a new version was just published. Check your connection, then reload the page.',
}

export interface PartUnavailableProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}
