import { queryOptions, useQuery } from '@tanstack/react-query'
import { calendarRangeFilter } from '@tessera/shared/domain/events/calendar'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readPublicListing } from '@tessera/shared/public/public-listing'
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

export const publicCalendarQueryOptions = (uuid: string, range: VisibleRange) =>
  queryOptions({
    queryKey: ['events', 'public-calendar', uuid, calendarRangeFilter(range)],
    queryFn: ({ signal }) => getPublicCalendar(uuid, range, signal),
    placeholderData: (previous) => previous,
  })

/** The visible range's events; nothing is asked before the calendar has a range. */
export const usePublicCalendar = (uuid: string, range: VisibleRange | null) =>
  useQuery({
    ...publicCalendarQueryOptions(uuid, range ?? { start: new Date(0), end: new Date(0) }),
    enabled: range !== null,
  })
