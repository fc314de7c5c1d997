import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { parseList } from '@tessera/shared/jsonapi/parse'
import type { z } from 'zod'
import { event } from '@tessera/shared/schemas/event'

/** What the dashboard shows of an event. */
export const recentEvent = event.pick({
  id: true,
  name: true,
  start_at: true,
  timezone: true,
  status: true,
})
export type RecentEvent = z.infer<typeof recentEvent>

/** The five events that start latest (spec "events" §2, Dashboard: recent events). */
export async function getRecentEvents(signal?: AbortSignal) {
  const { items } = parseList(
    await api.get('events?sort=-start_at&page[size]=5', { signal }),
    recentEvent,
  )
  return items
}

/** Under `['events']`, so a change to the events refreshes it. */
export const getRecentEventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'recent'], queryFn: ({ signal }) => getRecentEvents(signal) })

export const useRecentEvents = () => useQuery(getRecentEventsQueryOptions())
