import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isAbortError } from '@tessera/shared/api/upload'
import { checkUpload, formatBytes, UPLOAD_RULES } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { ProgressBar } from '@tessera/shared/ui/progress-bar'
import { uploadErrorText } from '../../../lib/upload-errors'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { useUploadFloorPlan } from '../api/event-ticket-cache'

/** The saved ticket: the API takes floor plans only for a saved reservation ticket. */
type FloorPlanUploadProps = { eventId: string; ticket: EventTicket }

const rule = UPLOAD_RULES.floor_plan
const limit = formatBytes(rule.maxBytes)

/** A reservation ticket's floor plan (jpg, png or pdf up to 50 MB), uploaded with a progress bar. */
export function FloorPlanUpload({ eventId, ticket }: FloorPlanUploadProps) {
  const { t, i18n } = useLingui()
  const uploading = useUploadFloorPlan(eventId, ticket.id)
  const current = ticket.floor_plan_image
  const ready = ticket.is_reservation
  const [job, setJob] = useState<{ name: string; percent: number; error?: string } | null>(null)

  const send = async (file: File) => {
    const check = checkUpload('floor_plan', { size: file.size, mime: file.type || null })
    if (!check.ok) {
      setJob({ name: file.name, percent: 0, error: errorText(i18n, check.reason, { max: limit }) })
      return
    }
    setJob({ name: file.name, percent: 0 })
    try {
      await uploading.mutateAsync({
        file,
        onProgress: ({ percent }) => setJob({ name: file.name, percent }),
      })
      setJob({ name: file.name, percent: 100 })
    } catch (error) {
      if (!isAbortError(error))
        setJob({ name: file.name, percent: 0, error: uploadErrorText(error, i18n) })
    }
  }

  return (
    <div className="ts-ticket-card__floor-plan">
      {current ? (
        <p>
          <a href={current} target="_blank" rel="noreferrer">
            <Trans>Open the floor plan</Trans>
          </a>
        </p>
      ) : null}
      <FileDrop
        label={current ? t`Replace the floor plan` : t`Floor plan`}
        accept={rule.accept}
        disabled={!ready}
        hint={
          ready
            ? t`JPG, PNG or PDF, up to ${limit}.`
            : t`Save the ticket as a reservation ticket first, then upload its floor plan.`
        }
        onFiles={([file]) => file && void send(file)}
      />
      {job ? (
        <ProgressBar
          label={job.name}
          value={job.percent}
          tone={job.error ? 'danger' : job.percent === 100 ? 'success' : 'primary'}
          status={job.error ?? (job.percent === 100 ? t`Uploaded` : undefined)}
        />
      ) : null}
    </div>
  )
}
