import { Trans, useLingui } from '@lingui/react/macro'
import type { PublicEvent } from '@tessera/shared/public/public-event'

/*
 * STAND-IN (slice "public-ssr"): the smallest page that renders on the server and hydrates, until
 * the "public-sections" slice's page lands at this path and replaces this file (same props).
 */
export type PublicEventPageProps = {
  event: PublicEvent
  /** ISO 8601: the server's time of the render, so server and browser render the same. */
  now: string
  bookOnly?: boolean
  preview?: boolean
  mapTiles?: { url: string; attribution: string }
}

export function PublicEventPage({ event }: PublicEventPageProps) {
  const { i18n } = useLingui()
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: event.timezone,
    }).format(new Date(iso))
  return (
    <main className="ts-public-page">
      <h1>{event.name}</h1>
      {event.description && <p>{event.description}</p>}
      <h2>
        <Trans>When</Trans>
      </h2>
      <p>
        <time dateTime={event.start_at}>{format(event.start_at)}</time> –{' '}
        <time dateTime={event.end_at}>{format(event.end_at)}</time>
      </p>
    </main>
  )
}
