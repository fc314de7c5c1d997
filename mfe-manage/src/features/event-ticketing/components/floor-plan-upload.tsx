import { Trans, useLingui } from '@lingui/react/macro'
import { formatBytes, UPLOAD_RULES } from '@tessera/shared/domain/uploads/rules'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { SingleFileUpload } from '../../../components/single-file-upload'
import { useUploadFloorPlan } from '../api/event-ticket-cache'

/** The saved ticket: the API takes floor plans only for a saved reservation ticket. */
type FloorPlanUploadProps = { eventId: string; ticket: EventTicket }

/** A reservation ticket's floor plan (jpg, png or pdf up to 50 MB), uploaded with a progress bar. */
export function FloorPlanUpload({ eventId, ticket }: FloorPlanUploadProps) {
  const { t, i18n } = useLingui()
  const limit = formatBytes(UPLOAD_RULES.floor_plan.maxBytes, i18n.locale)
  const { mutateAsync } = useUploadFloorPlan(eventId, ticket.id)
  const current = ticket.floor_plan_image
  const ready = ticket.is_reservation
  return (
    <div className="ts-ticket-card__floor-plan">
      {current ? (
        <p>
          <a href={current} target="_blank" rel="noreferrer">
            <Trans>Open the floor plan</Trans>
          </a>
        </p>
      ) : null}
      <SingleFileUpload
        kind="floor_plan"
        label={current ? t`Replace the floor plan` : t`Floor plan`}
        disabled={!ready}
        hint={
          ready
            ? t`JPG, PNG or PDF, up to ${limit}.`
            : t`Save the ticket as a reservation ticket first, then upload its floor plan.`
        }
        send={(file, onProgress) => mutateAsync({ file, onProgress })}
      />
    </div>
  )
}
