import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ListingPagePayload } from '@tessera/shared/public/listing-page'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import { PublicCollectionPage } from './features/collection/components/public-collection-page'

/**
 * What the server renders and the browser hydrates for an organizer's public collection: the
 * page in its language, from the embedded first page. Null for another kind of listing.
 */
export function ListingRoot({ i18n, payload }: { i18n: I18n; payload: ListingPagePayload }) {
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
