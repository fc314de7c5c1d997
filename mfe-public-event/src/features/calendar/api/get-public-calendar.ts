import { queryOptions, useQuery } from '@tanstack/react-query'
import { calendarRangeFilter } from '@tessera/shared/domain/events/calendar'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import {
  readPublicListing,
  type ListingRange,
  type PublicListing,
} from '@tessera/shared/public/public-listing'
import type { VisibleRange } from '@tessera/shared/ui/events-calendar/events-calendar'
import { publicApi } from '../../../lib/public-api'

/** The calendar's request for the visible range (spec "events" §7 "Calendar list"). */
export const publicCalendarPath = (uuid: string, range: VisibleRange) =>
  `/public/organizers/${encodeURIComponent(uuid)}/calendar?${new URLSearchParams({
    'filter[start_at]': calendarRangeFilter(range),
  })}`

/** GET /public/organizers/{uuid}/calendar: the organizer and their `show_on_calendar` published events. */
export const getPublicCalendar = async (uuid: string, range: VisibleRange, signal?: AbortSignal) =>
  readPublicListing(
    (await publicApi.get(publicCalendarPath(uuid, range), { signal })) as DataDocument,
  )

/**
 * The events the server embedded in the page (`/calendar/{uuid}`: a window around the current
 * month, `range`), when they hold the whole visible range: those that overlap it, as the API would
 * answer for it. Null when the range reaches outside the window (then it is asked for).
 */
export function embeddedCalendar(
  embedded: CalendarEmbedded | undefined,
  range: VisibleRange,
): PublicListing | null {
  if (!embedded) return null
  const from = Date.parse(embedded.range.from)
  const to = Date.parse(embedded.range.to)
  if (range.start.getTime() < from || range.end.getTime() > to) return null
  return {
    ...embedded.listing,
    events: embedded.listing.events.filter(
      (event) =>
        Date.parse(event.end_at) >= range.start.getTime() &&
        Date.parse(event.start_at) <= range.end.getTime(),
    ),
  }
}

/** What the server-rendered page embedded: the calendar of `range`. */
export type CalendarEmbedded = { listing: PublicListing; range: ListingRange }

export const publicCalendarQueryOptions = (
  uuid: string,
  range: VisibleRange,
  embedded?: CalendarEmbedded,
) =>
  queryOptions({
    queryKey: ['events', 'public-calendar', uuid, calendarRangeFilter(range)],
    queryFn: ({ signal }) =>
      embeddedCalendar(embedded, range) ?? getPublicCalendar(uuid, range, signal),
    placeholderData: (previous) => previous,
  })

/** The visible range's events; nothing is asked before the calendar has a range. */
export const usePublicCalendar = (
  uuid: string,
  range: VisibleRange | null,
  embedded?: CalendarEmbedded,
) =>
  useQuery({
    ...publicCalendarQueryOptions(
      uuid,
      range ?? { start: new Date(0), end: new Date(0) },
      embedded,
    ),
    enabled: range !== null,
  })
