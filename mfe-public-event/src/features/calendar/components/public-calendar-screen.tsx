import { useEffect, useMemo, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { publicCardOf } from '@tessera/shared/ui/event-card-data'
import { EventDetailModal } from '@tessera/shared/ui/event-detail-modal'
import {
  EventsCalendar,
  type VisibleRange,
} from '@tessera/shared/ui/events-calendar/events-calendar'
import { PageProblem, isNotFound } from '../../../components/page-states'
import { usePublicCalendar, type CalendarEmbedded } from '../api/get-public-calendar'
import './public-calendar.css'

export type PublicCalendarScreenProps = {
  /** The organizer's uuid (the route's). */
  uuid: string
  /** The window the server rendered the page with: ranges inside it are not asked for again. */
  embedded?: CalendarEmbedded
  /** The page's clock (when the server rendered it); the browser's by default. */
  now?: Date
}

/**
 * `/calendar/{organizer uuid}` (spec "events" §2 "Calendar view"): the organizer's published
 * `show_on_calendar` events in the visible range, for visitors without an account. Rendered by the
 * API (its heading and organizer) and hydrated from the embedded window (`listing-root.tsx`).
 */
export default function PublicCalendarScreen({ uuid, embedded, now }: PublicCalendarScreenProps) {
  const [range, setRange] = useState<VisibleRange | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const calendar = usePublicCalendar(uuid, range, embedded)
  const listing = calendar.data ?? embedded?.listing
  const entries = useMemo(
    () =>
      (listing?.events ?? []).map((item) => ({
        id: item.id,
        name: item.name,
        start: new Date(item.start_at),
        end: new Date(item.end_at),
      })),
    [listing],
  )
  // Spec "events" §8: a calendar fetch error is only logged; the calendar stays usable.
  useEffect(() => {
    if (calendar.error) console.error(calendar.error)
  }, [calendar.error])
  if (isNotFound(calendar.error)) {
    return (
      <PageProblem title={<Trans>Calendar not found</Trans>}>
        <Trans>This link does not lead to an organizer&apos;s calendar.</Trans>
      </PageProblem>
    )
  }
  const organizer = listing?.organizer.name
  const opened = listing?.events.find((item) => item.id === openId)
  return (
    <div className="pc-page">
      <h1>
        <Trans>Events calendar</Trans>
      </h1>
      {organizer ? (
        <p className="pc-organizer">
          <Trans>Organizer: {organizer}</Trans>
        </p>
      ) : null}
      {listing?.truncated ? (
        <p className="pc-organizer">
          <Trans>Only the first 500 events of these dates are shown.</Trans>
        </p>
      ) : null}
      <EventsCalendar
        entries={entries}
        now={now}
        // The server titled the month and chose the embedded window in UTC (calendarPageWindow).
        monthZone="UTC"
        onRangeChange={setRange}
        onEventClick={setOpenId}
      />
      <EventDetailModal
        event={opened ? publicCardOf(opened) : null}
        mode="public"
        onClose={() => setOpenId(null)}
      />
    </div>
  )
}
