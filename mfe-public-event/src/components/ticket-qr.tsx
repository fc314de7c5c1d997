import { useLingui } from '@lingui/react/macro'

/**
 * A ticket's QR code, drawn by the API (`GET /public/tickets/{code}/qr.svg`): it encodes the
 * ticket's page, `{APP_URL}/ticket/{code}`, which the door scans.
 */
export function TicketQr({
  code,
  holder,
  ticketName,
}: {
  code: string
  holder: string
  ticketName: string
}) {
  const { t } = useLingui()
  return (
    <img
      className="tp-qr"
      src={`/api/v1/public/tickets/${encodeURIComponent(code)}/qr.svg`}
      alt={t`QR code of the ticket ${ticketName} for ${holder}`}
      width={220}
      height={220}
    />
  )
}
