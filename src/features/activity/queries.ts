import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { readActivity, subscribeActivity } from '../../lib/activity-log'

export const activityQueries = {
  all: () => ['activity'] as const,
  list: () =>
    queryOptions({
      queryKey: activityQueries.all(),
      queryFn: readActivity,
      staleTime: Infinity,
    }),
}

/** Reads the log again whenever an entry is added or the log is cleared, while the page is open. */
export function useActivityUpdates() {
  const queryClient = useQueryClient()
  useEffect(
    () => subscribeActivity(() => void queryClient.invalidateQueries({ queryKey: activityQueries.all() })),
    [queryClient],
  )
}
