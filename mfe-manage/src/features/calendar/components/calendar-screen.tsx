import { useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useMe } from '@tessera/shared/api/me'
import type { Event } from '@tessera/shared/schemas/event'
import { navigate } from '@tessera/shared/routing/navigation'
import { eventCardOf } from '@tessera/shared/ui/event-card-data'
import { EventDetailModal } from '@tessera/shared/ui/event-detail-modal'
import { routePath } from '@tessera/shared/routing/routes'
import { LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import {
  EventsCalendar,
  type CalendarEntry,
  type VisibleRange,
} from '@tessera/shared/ui/events-calendar/events-calendar'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { addEventLink } from '../../../lib/add-event-link'
import { useCalendarEvents } from '../api/get-calendar-events'

const toEntry = (item: Event): CalendarEntry => ({
  id: item.id,
  name: item.name,
  start: new Date(item.start_at),
  end: new Date(item.end_at),
})

/**
 * `/manage/calendar` (spec "events" §2 "Calendar view"): every event of the organizer in the visible
 * range; a click on an event opens its detail, a click on a date opens Add Event at that date.
 */
export default function CalendarScreen() {
  const { t } = useLingui()
  const uuid = useMe().data?.uuid
  const [range, setRange] = useState<VisibleRange | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const events = useCalendarEvents(range)
  const entries = useMemo(() => (events.data ?? []).map(toEntry), [events.data])
  // Spec "events" §8: a calendar fetch error is only logged; the calendar stays usable.
  useEffect(() => {
    if (events.error) console.error(events.error)
  }, [events.error])
  const opened = events.data?.find((item) => item.id === openId)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <>
      <PageHeader
        title={t`Calendar`}
        description={t`Your events by month, week or as a list. Choose a date to add an event that day.`}
        actions={
          <>
            {uuid ? (
              <LinkButton to={routePath('publicCalendar', { uuid })}>
                {t({ message: 'Public calendar', comment: 'button' })}
              </LinkButton>
            ) : null}
            <LinkButton variant="primary" to={routePath('eventAdd')}>
              {t`Add event`}
            </LinkButton>
          </>
        }
      />
      <Card>
        <EventsCalendar
          entries={entries}
          onRangeChange={setRange}
          onEventClick={setOpenId}
          onDateClick={(date, allDay) => navigate(addEventLink(date, allDay, zone))}
        />
      </Card>
      <EventDetailModal
        event={opened ? eventCardOf(opened) : null}
        mode="own"
        onClose={() => setOpenId(null)}
      />
    </>
  )
}
