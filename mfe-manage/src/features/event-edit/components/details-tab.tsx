import { useMemo } from 'react'
import type { Event } from '@tessera/shared/schemas/event'
import { useCategories } from '../../../reference/categories'
import { useVenues } from '../../../reference/venues'
import { FilingCard } from './filing-card'
import { OverviewCard } from './overview-card'
import { TimingCard } from './timing-card'
import { WhereCard } from './where-card'

/** The Details tab (spec "events" §2): overview, timing, where and how many, refunds and filing. */
export function DetailsTab({ event }: { event: Event }) {
  const listed = useCategories().data
  const venues = useVenues(event.organizer_id).data
  const categories = useMemo(() => {
    const current = event.category
    if (!listed) return undefined
    return current?.name && !listed.some((item) => item.id === current.id)
      ? [...listed, current as (typeof listed)[number]]
      : listed
  }, [listed, event.category])
  return (
    <div className="ts-event-edit__stack">
      <OverviewCard event={event} />
      <TimingCard />
      <WhereCard savedVenues={venues ?? []} />
      <FilingCard categories={categories} event={event} />
    </div>
  )
}
