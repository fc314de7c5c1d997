import type { PublicEvent } from '@tessera/shared/public/public-event'

/** The tile service of the Where map (the API's maps configuration). */
export type MapTiles = { url: string; attribution: string }

export type PublicEventPageProps = {
  event: PublicEvent
  /** ISO 8601: the server's time of render (the countdown starts from it, never from the clock). */
  now: string
  /** Only the Book button (the booking widget's "button only" mode). */
  bookOnly?: boolean
  /** The organizer's preview of the page. */
  preview?: boolean
  mapTiles?: MapTiles
}

/** What every section of a layout gets. */
export type SectionProps = { event: PublicEvent }
