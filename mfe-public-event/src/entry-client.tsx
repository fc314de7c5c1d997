// First: zod must know it may not compile with `new Function` before any schema is made.
import '@tessera/shared/zod-jitless'
import '@tessera/shared/ui/styles.css'
import { LISTING_PAYLOAD_ID } from '@tessera/shared/public/listing-page'
import { hydratePage } from './hydrate'

// The browser side of `/event/{code}` and `/collections/{uuid}` (built by `vite.page.config.ts`
// into `dist/page/`): no shell, no federation runtime, just React, the page and the page's
// language (docs/ARCHITECTURE.md). A collection's code is a chunk of its own.
if (document.getElementById(LISTING_PAYLOAD_ID)) {
  void import('./hydrate-listing').then(({ hydrateListing }) => hydrateListing(document))
} else {
  void hydratePage(document)
}
