import { useEffect, useMemo, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { publicCardOf } from '@tessera/shared/ui/event-card-data'
import { EventDetailModal } from '@tessera/shared/ui/event-detail-modal'
import {
  EventsCalendar,
  type VisibleRange,
} from '@tessera/shared/ui/events-calendar/events-calendar'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { PageProblem, isNotFound } from '../../../components/page-states'
import { usePublicCalendar } from '../api/get-public-calendar'
import './public-calendar.css'

/**
 * `/calendar/{organizer uuid}` (spec "events" §2 "Calendar view"): the organizer's published
 * `show_on_calendar` events in the visible range, for visitors without an account.
 */
export default function PublicCalendarScreen({ params }: ScreenProps) {
  const uuid = params.uuid ?? ''
  const [range, setRange] = useState<VisibleRange | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const calendar = usePublicCalendar(uuid, range)
  const listing = calendar.data
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
      <EventsCalendar entries={entries} onRangeChange={setRange} onEventClick={setOpenId} />
      <EventDetailModal
        event={opened ? publicCardOf(opened) : null}
        mode="public"
        onClose={() => setOpenId(null)}
      />
    </div>
  )
}
