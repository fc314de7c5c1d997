import { filterId, whereContains } from '#lib/list_filters'
import type { ListSpec } from '#lib/list_query'
import type Venue from '#models/venue'

/** Venues list (spec "accounts" §7: filter user_id; also name, sort and pages). */
export const venueList: ListSpec<typeof Venue> = {
  filters: {
    name: (query, value) => whereContains(query, 'name', value),
    user_id: (query, value) => query.where('user_id', filterId('user_id', value)),
  },
  sorts: {
    id: 'id',
    name: 'name',
    address_name: 'address_name',
    city: 'city',
    created_at: 'created_at',
    updated_at: 'updated_at',
  },
  includes: [],
  defaultSort: 'name',
  defaultSize: 10,
}
