import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import { PublicCollectionPage } from './features/collection/components/public-collection-page'

/** What the API embeds in `/collections/{uuid}` (`ListingPagePayload`, shared/src/public/listing-page). */
export type ListingPayload = {
  kind: 'collection' | 'calendar'
  organizer_uuid: string
  query: string
  document: DataDocument
  now: string
}

/**
 * What the server renders and the browser hydrates for an organizer's public collection: the
 * page in its language, from the embedded first page. Null for another kind of listing.
 */
export function ListingRoot({ i18n, payload }: { i18n: I18n; payload: ListingPayload }) {
  if (payload.kind !== 'collection') return null
  return (
    <I18nProvider i18n={i18n}>
      <PublicCollectionPage
        uuid={payload.organizer_uuid}
        listing={readPublicListing(payload.document)}
      />
    </I18nProvider>
  )
}
