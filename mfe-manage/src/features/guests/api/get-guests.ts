import { useQuery } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { guest, guestCounts } from '@tessera/shared/schemas/guest'

/** The guest list's path of one event (docs/API.md "Guest list and bookings"). */
export const guestsPath = (eventId: string) => `events/${encodeURIComponent(eventId)}/attendees`

/** One page of an event's guest list with the event's counts (expected and checked-in units). */
export async function getGuests(eventId: string, queryString: string, signal?: AbortSignal) {
  const body = await api.get(`${guestsPath(eventId)}?${queryString}`, { signal })
  const counts = guestCounts.parse((body as { meta?: { counts?: unknown } }).meta?.counts)
  return { ...parseList(body, guest), counts }
}

/** Keyed under `attendees` by the event and the query string; a check-in refreshes them. */
export const getGuestsQueryOptions = (eventId: string, queryString: string) =>
  pageQueryOptions('attendees', `${eventId}?${queryString}`, (_, signal) =>
    getGuests(eventId, queryString, signal),
  )

export const useGuests = (eventId: string | null, queryString: string) =>
  useQuery({ ...getGuestsQueryOptions(eventId ?? '', queryString), enabled: eventId !== null })
