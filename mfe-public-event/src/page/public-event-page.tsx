import { brandProperties } from './brand-colors'
import { BaseLayout } from './layouts/base-layout'
import { EventalkLayout } from './layouts/eventalk-layout'
import { TabloidLayout } from './layouts/tabloid-layout'
import type { PublicEventPageProps } from './page-props'

export type { PublicEventPageProps }
import { BookButton } from './sections/book-button'
import './public-event-page.css'
import './page-sections.css'
import './page-controls.css'

const LAYOUTS = { base: BaseLayout, tabloid: TabloidLayout, eventalk: EventalkLayout }

/**
 * The public page of an event (spec "events" §2) in its organizer's layout. Rendered on the server
 * and hydrated in the browser, and in the organizer's preview: everything it shows follows from its
 * props (dates from `now` and the event's time zone); browser-only work waits for effects.
 */
export function PublicEventPage({ event, now, bookOnly, preview, mapTiles }: PublicEventPageProps) {
  if (bookOnly)
    return (
      <div
        className="pe-page pe-page--book-only"
        style={brandProperties(event.custom_brand_colors)}
      >
        <BookButton event={event} preview={preview} bookOnly />
      </div>
    )
  const Layout = LAYOUTS[event.theme] ?? BaseLayout
  return (
    <div
      className={`pe-page pe-page--${event.theme}`}
      style={brandProperties(event.custom_brand_colors)}
    >
      <Layout event={event} now={now} preview={preview} mapTiles={mapTiles} />
    </div>
  )
}
