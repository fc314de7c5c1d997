import { useCallback, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { Event } from '@tessera/shared/schemas/event'
import { updateEvent } from '../../../lib/events-api'
import { saveEventVenue } from '../api/event-venues'
import { eventPayload } from '../form/event-payload'
import type { EventValues } from '../form/event-values'
import { serverFieldErrors } from '../form/server-errors'

/** A refused save: the error, and the fields it names (form field → detail). */
export class SaveFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly fields: Record<string, string>,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers; people see the toast and field errors
    super('The event could not be saved')
  }
}

const VENUE_FIELDS: Record<string, string> = {
  address_name: 'address',
  name: 'address',
  lat: 'lat',
  long: 'long',
}

/**
 * Update (spec "events" §4): the event's venues are saved first (created or updated, their ids
 * kept in the form so a retry does not create them twice), then the event with its relationships.
 */
export function useEventSave(event: Event, role: RoleName, form: UseFormReturn<EventValues>) {
  const [saving, setSaving] = useState(false)
  const save = useCallback(
    async (values: EventValues): Promise<Event> => {
      setSaving(true)
      try {
        const payload = eventPayload(values, event, role)
        const venueIds: string[] = []
        for (const draft of payload.venues) {
          const index = values.venues.indexOf(draft)
          try {
            const id = await saveEventVenue(
              draft,
              event.venues?.find((venue) => venue.id === draft.id),
              event.organizer_id,
            )
            form.setValue(`venues.${index}.id`, id)
            venueIds.push(id)
          } catch (error) {
            throw new SaveFailure(
              error,
              serverFieldErrors(
                error,
                (field) => `venues/${index}/${VENUE_FIELDS[field] ?? 'address'}`,
              ),
            )
          }
        }
        try {
          return await updateEvent(event.id, payload.attributes, {
            categoryId: payload.category,
            tagIds: payload.tags,
            venueIds,
          })
        } catch (error) {
          throw new SaveFailure(error, serverFieldErrors(error))
        }
      } finally {
        setSaving(false)
      }
    },
    [event, role, form],
  )
  return { save, saving }
}
