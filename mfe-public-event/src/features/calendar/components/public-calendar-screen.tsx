import { useEffect, useMemo, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import {
  EventsCalendar,
  type VisibleRange,
} from '@tessera/shared/ui/events-calendar/events-calendar'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { usePublicCalendar } from '../api/get-public-calendar'
import './public-calendar.css'

/**
 * `/calendar/{organizer uuid}` (spec "events" §2 "Calendar view"): the organizer's published
 * `show_on_calendar` events in the visible range, for visitors without an account.
 */
export default function PublicCalendarScreen({ params }: ScreenProps) {
  const uuid = params.uuid ?? ''
  const [range, setRange] = useState<VisibleRange | null>(null)
  const events = usePublicCalendar(uuid, range)
  const entries = useMemo(
    () =>
      (events.data ?? []).map((item) => ({
        id: item.hash_code || item.id,
        name: item.name,
        start: new Date(item.start_at),
        end: new Date(item.end_at),
      })),
    [events.data],
  )
  // Spec "events" §8: a calendar fetch error is only logged; the calendar stays usable.
  useEffect(() => {
    if (events.error) console.error(events.error)
  }, [events.error])
  return (
    <div className="pc-page">
      <h1>
        <Trans>Events calendar</Trans>
      </h1>
      <EventsCalendar
        entries={entries}
        onRangeChange={setRange}
        onEventClick={(code) => navigate(routePath('publicEvent', { code }))}
      />
    </div>
  )
}
