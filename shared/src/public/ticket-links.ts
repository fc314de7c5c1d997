/**
 * The API's public files of a ticket and of an event, as paths under the API's origin: what a
 * page on the same origin puts in `src` and `href` (absolute URLs are `{APP_URL}` + these).
 */
export const ticketQrPath = (code: string) =>
  `/api/v1/public/tickets/${encodeURIComponent(code)}/qr.svg`

/** The event's calendar file (`.ics`), by its hash code (or id). */
export const eventCalendarPath = (code: string) =>
  `/api/v1/public/events/${encodeURIComponent(code)}/calendar.ics`
