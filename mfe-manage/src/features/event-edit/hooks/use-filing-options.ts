import { useMemo } from 'react'
import { useAsync } from '@tessera/shared/ui/use-async'
import type { Event } from '@tessera/shared/schemas/event'
import { listOwnVenues } from '../api/event-venues'
import { listCategories, listTags } from '../api/filing'

/** Categories, the organizer's tags and saved venues for the Details tab's choices. */
export function useFilingOptions(event: Event) {
  const organizer = event.organizer_id
  const categories = useAsync((signal) => listCategories(signal), [])
  const tags = useAsync((signal) => listTags(organizer, signal), [organizer])
  const venues = useAsync((signal) => listOwnVenues(organizer, signal), [organizer])
  return { categories, tags, venues }
}

/** Every IANA time zone this browser knows, with the event's own first in the list if it is unknown. */
export function useTimeZones(current: string) {
  return useMemo(() => {
    const zones =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    const all = zones.includes(current) || !current ? zones : [current, ...zones]
    return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
  }, [current])
}
