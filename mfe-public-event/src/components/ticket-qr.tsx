import { useLingui } from '@lingui/react/macro'
import { ticketQrPath } from '@tessera/shared/public/ticket-links'

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
      src={ticketQrPath(code)}
      alt={t`QR code of the ticket ${ticketName} for ${holder}`}
      width={220}
      height={220}
    />
  )
}
