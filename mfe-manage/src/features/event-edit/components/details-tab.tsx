import { useMemo } from 'react'
import type { Event } from '@tessera/shared/schemas/event'
import type { Tag } from '@tessera/shared/schemas/tag'
import { useFilingOptions } from '../hooks/use-filing-options'
import { FilingCard } from './filing-card'
import { OverviewCard } from './overview-card'
import { TimingCard } from './timing-card'
import { WhereCard } from './where-card'

/** The Details tab (spec "events" §2): overview, timing, where and how many, refunds and filing. */
export function DetailsTab({ event }: { event: Event }) {
  const options = useFilingOptions(event)
  const tags = useMemo(() => {
    const listed = options.tags.data ?? []
    const own = (event.tags ?? []).filter(
      (tag): tag is Tag =>
        typeof tag.name === 'string' && !listed.some((item) => item.id === tag.id),
    )
    return [...listed, ...own]
  }, [options.tags.data, event.tags])
  const categories = useMemo(() => {
    const listed = options.categories.data ?? []
    const current = event.category
    return current?.name && !listed.some((item) => item.id === current.id)
      ? [...listed, current as (typeof listed)[number]]
      : listed
  }, [options.categories.data, event.category])
  return (
    <div className="ts-event-edit__stack">
      <OverviewCard event={event} />
      <TimingCard />
      <WhereCard savedVenues={options.venues.data ?? []} />
      <FilingCard categories={categories} tags={tags} />
    </div>
  )
}
