import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { createRecord, updateRecord } from '@tessera/shared/api/resource'
import { venue, type VenueInput, type VenueUpdateInput } from '@tessera/shared/schemas/venue'

/** Adds a venue (no `id`) or changes one: the venue as the API saved it. */
export const saveVenue = ({
  id,
  attributes,
}: {
  id?: string
  attributes: VenueInput | VenueUpdateInput
}) =>
  id
    ? updateRecord('venues', venue, id, { attributes })
    : createRecord('venues', venue, { attributes })

export const useSaveVenue = () => useSaveRecord('venues', saveVenue)
