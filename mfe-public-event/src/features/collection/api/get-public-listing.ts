import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readPublicListing, type PublicListing } from '@tessera/shared/public/public-listing'
import { publicApi } from '../../../lib/public-api'

/** GET /public/organizers/{uuid}/events?{queryString}: one page of an organizer's public collection. */
export async function getPublicListing(
  uuid: string,
  queryString: string,
  signal?: AbortSignal,
): Promise<PublicListing> {
  const path = `/public/organizers/${encodeURIComponent(uuid)}/events?${queryString}`
  return readPublicListing((await publicApi.get(path, { signal })) as DataDocument)
}
