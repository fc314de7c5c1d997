import { canUse } from '@tessera/shared/domain/access/plans'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import {
  needsAddress,
  showsCapacity,
  showsUnlimitedSwitch,
  showsVirtualLink,
} from '@tessera/shared/domain/events/event-type'
import type { Event, EventUpdateInput } from '@tessera/shared/schemas/event'
import { sectionPayload } from './sections'
import { apiDateTime, type EventValues, type VenueDraft } from './event-values'

/** What Update sends: the attributes, and the relationships (venues are saved first). */
export type EventPayload = {
  attributes: EventUpdateInput
  category: string | null
  tags: string[]
  venues: VenueDraft[]
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** Capacity and the unlimited switch as the type asks (the API applies the same effects). */
function attendance(
  values: EventValues,
): Pick<EventUpdateInput, 'total_capacity' | 'unlimited_attendees'> {
  if (!showsCapacity(values.event_type)) return { total_capacity: -1 }
  const capacity = values.total_capacity.trim() === '' ? null : Number(values.total_capacity)
  if (showsUnlimitedSwitch(values.event_type)) {
    return values.unlimited_attendees
      ? { unlimited_attendees: true, total_capacity: -1 }
      : { unlimited_attendees: false, total_capacity: capacity }
  }
  return { total_capacity: capacity }
}

/** Options some plans do not have are sent only by those who have them (the API refuses them). */
function options(values: EventValues, role: RoleName): EventUpdateInput {
  const result: EventUpdateInput = {
    show_on_calendar: values.show_on_calendar,
    show_on_collection: values.show_on_collection,
    show_latest_announcement: values.show_latest_announcement,
    google_analytics_id: orNull(values.google_analytics_id),
  }
  if (canUse(role, 'event_layouts')) result.theme = values.theme
  if (canUse(role, 'custom_book_button')) {
    result.custom_book_button_label = values.custom_book_button_label
    result.book_button_label = orNull(values.book_button_label)
    result.book_button_color = orNull(values.book_button_color)
    result.book_promotion_label = orNull(values.book_promotion_label)
  }
  return result
}

/**
 * The Update request of the Edit Event form (spec "events" §5, §7): the type's effects applied,
 * the time zone only when chosen, agenda, FAQ and host by the section rules, plan options only
 * for plans that have them; venues only for types with an address.
 */
export function eventPayload(values: EventValues, event: Event, role: RoleName): EventPayload {
  const attributes: EventUpdateInput = {
    name: values.name,
    description: orNull(values.description),
    additional_description: orNull(values.additional_description),
    status: values.status,
    start_at: apiDateTime(values.start_at),
    end_at: apiDateTime(values.end_at),
    event_type: values.event_type,
    ...attendance(values),
    link: orNull(values.link),
    refund_policy: Number(values.refund_policy) as EventUpdateInput['refund_policy'],
    ...options(values, role),
    ...sectionPayload(values, event, role),
  }
  if (values.timezone) attributes.timezone = values.timezone
  if (showsVirtualLink(values.event_type)) attributes.virtual_link = orNull(values.virtual_link)
  else if (values.event_type === 'physical') attributes.virtual_link = null
  if (values.multiple_addresses !== event.multiple_addresses)
    attributes.multiple_addresses = values.multiple_addresses
  const venues = needsAddress(values.event_type)
    ? values.venues.filter((venue) => venue.address.trim() !== '')
    : []
  return { attributes, category: values.category || null, tags: values.tags, venues }
}
