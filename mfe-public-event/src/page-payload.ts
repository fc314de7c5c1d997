import type { DataDocument } from '@tessera/shared/jsonapi/document'
import type { MapTiles } from './page/page-props'

/** The element the page is rendered into and hydrated from. */
export const PAGE_ROOT_ID = 'tessera-page'
/** The `<script type="application/json">` holding what the server rendered the page from. */
export const PAGE_PAYLOAD_ID = 'tessera-public-event'

/**
 * The event's JSON:API document (`GET /public/events/{code}`), the server time of the render, the
 * map's tile service and whether the page is the button-only mode (`/event/{code}?book`).
 */
export type PagePayload = {
  document: DataDocument
  now: string
  mapTiles?: MapTiles
  bookOnly?: boolean
}
