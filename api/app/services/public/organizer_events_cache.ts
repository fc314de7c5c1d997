import { publicListingDocument, type PublicListing } from '@tessera/shared/public/public-listing'
import {
  readListing,
  readListingOrganizer,
  type ListingOrganizer,
} from '#services/public/organizer_listing_reader'
import { listingKey, type ListingQuery } from '#services/public/organizer_listing_query'
import { prepareBody, type PreparedBody } from '#services/public/revalidated_response'

/** A list ready to send: the listing, its JSON:API body and that body's ETag. */
export type PreparedListing = PreparedBody & { listing: PublicListing }

type Entry = PreparedListing & { revision: number; validUntil: number }

/** Bounds the memory: past this many lists the map starts again (a cache, not a store). */
const MAX_ENTRIES = 1000
const entries = new Map<string, Entry>()

/**
 * The public collection and calendar with a per-process cache (docs/ARCHITECTURE.md "The public
 * collection and calendar"). Every request reads the organizer by uuid with the revision of their
 * lists (`organizer_public_revisions`, one indexed statement), which database triggers change in
 * the writer's transaction on every write that can change what a list shows, whichever process or
 * tool made it. A cached list is used only while that revision is the one it was read after and,
 * for an upcoming-only list, until its earliest end passes; otherwise it is read again. The
 * revision is read before the list, so a write between the two can only make a copy newer than its
 * revision says (read again next time), never older: several API processes each keep their own
 * cache and none serves a stale one. Null when no organizer has that uuid.
 */
export async function preparedListing(
  uuid: string,
  query: ListingQuery,
  now: Date,
): Promise<PreparedListing | null> {
  const organizer = await readListingOrganizer(uuid)
  if (!organizer) return null
  return cachedListing(organizer, query, now)
}

async function cachedListing(organizer: ListingOrganizer, query: ListingQuery, now: Date) {
  const key = `${organizer.organizer.uuid} ${listingKey(query)}`
  const known = entries.get(key)
  if (known && known.revision === organizer.revision && now.getTime() < known.validUntil)
    return known
  const { listing, validUntil } = await readListing(organizer, query, now)
  const entry: Entry = {
    listing,
    ...prepareBody(publicListingDocument(listing)),
    revision: organizer.revision,
    validUntil,
  }
  if (entries.size >= MAX_ENTRIES) entries.clear()
  entries.set(key, entry)
  return entry
}

/**
 * Empties this process's cache. For tests: their rolled-back transactions give the next test's
 * organizers the same revisions again, which a live database never does.
 */
export function forgetOrganizerListings() {
  entries.clear()
}
