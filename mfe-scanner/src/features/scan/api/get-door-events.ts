import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { doorClient } from './door-api'

/** What the event choice needs of an event. */
const doorEvent = z.object({ id: z.string(), name: z.string() })
export type DoorEvent = z.infer<typeof doorEvent>

const KEPT = 'tessera:scanner-events'
const PAGE = 'filter[upcoming_at]=1&sort=start_at&page[size]=100'

/**
 * The organizer's upcoming and running events, soonest first (docs/API.md `GET /events`), every
 * page; kept on the device so the choice is there offline too.
 */
export async function getDoorEvents(signal?: AbortSignal): Promise<DoorEvent[]> {
  const { client } = doorClient({ kind: 'organizer' })
  const events: DoorEvent[] = []
  for (let number = 1; ; number++) {
    const { items, page } = parseList(
      await client.get(`events?${PAGE}&page[number]=${number}`, { signal }),
      doorEvent,
    )
    events.push(...items)
    if (number >= page.last) break
  }
  localStorage.setItem(KEPT, JSON.stringify(events))
  return events
}

function keptEvents(): DoorEvent[] | undefined {
  const parsed = z.array(doorEvent).safeParse(JSON.parse(localStorage.getItem(KEPT) ?? 'null'))
  return parsed.success ? parsed.data : undefined
}

export const doorEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'list', 'door'],
    queryFn: ({ signal }) => getDoorEvents(signal),
    initialData: keptEvents,
    initialDataUpdatedAt: 0,
    networkMode: 'offlineFirst',
  })

export const useDoorEvents = () => useQuery(doorEventsQueryOptions())
