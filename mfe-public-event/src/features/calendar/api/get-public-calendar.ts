import { queryOptions, useQuery } from '@tanstack/react-query'
import { calendarRangeFilter } from '@tessera/shared/domain/events/calendar'
import { parseList } from '@tessera/shared/jsonapi/parse'
import type { VisibleRange } from '@tessera/shared/ui/events-calendar/events-calendar'
import { z } from 'zod'
import { publicApi } from '../../../lib/public-api'

/** An event of a public calendar: what the calendar draws and its public page's code. */
export const publicCalendarEvent = z.object({
  id: z.string(),
  hash_code: z.string().nullable().optional(),
  name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
})
export type PublicCalendarEvent = z.infer<typeof publicCalendarEvent>

/** `filter[start_at]` of the visible range (spec "events" §7 "Calendar list"). */
export const publicCalendarPath = (uuid: string, range: VisibleRange) =>
  `/public/organizers/${encodeURIComponent(uuid)}/calendar?${new URLSearchParams({
    'filter[start_at]': calendarRangeFilter(range),
  })}`

/** GET /public/organizers/{uuid}/calendar: the organizer's `show_on_calendar` published events. */
export const getPublicCalendar = async (uuid: string, range: VisibleRange, signal?: AbortSignal) =>
  parseList(await publicApi.get(publicCalendarPath(uuid, range), { signal }), publicCalendarEvent)
    .items

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
