import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isAbortError } from '@tessera/shared/api/upload'
import { additionalImagesLimit } from '@tessera/shared/domain/access/plans'
import { UPLOAD_RULES } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { Button } from '@tessera/shared/ui/button'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { usePlanRole } from '../../../lib/plan-role'
import { uploadErrorText } from '../../../lib/upload-errors'
import { useUploadAsset, type FileUpload } from '../api/event-resource-cache'
import { useEventAssets, type ListedAsset } from '../hooks/use-event-assets'
import { useUploadQueue } from '../hooks/use-upload-queue'
import { pickedFileProblem } from '../../../lib/picked-files'
import { UploadProgressList } from './upload-progress-list'

type AdditionalImagesSectionProps = {
  eventId: string
  images: ListedAsset[]
  organizerRole?: RoleName
}

/**
 * Additional images: a grid with delete buttons, and an upload of several files with a progress
 * bar each. Free plans have at most 3 (spec "events" §5): past that the upload is greyed behind
 * the premium overlay, and a refusal by the API is shown on the file's row.
 */
export function AdditionalImagesSection({
  eventId,
  images,
  organizerRole,
}: AdditionalImagesSectionProps) {
  const { t, i18n } = useLingui()
  const role = usePlanRole(organizerRole)
  const limit = additionalImagesLimit(role)
  const assets = useEventAssets(eventId, images)
  const count = assets.items.filter((item) => !item.leaving).length
  const overLimit = t`Free plans may add at most ${limit} additional images.`
  const { mutateAsync: sendFile } = useUploadAsset(eventId, 'image')
  const send = useCallback(
    (file: File, onProgress: FileUpload['onProgress'], signal: AbortSignal) =>
      sendFile({ file, onProgress, signal }),
    [sendFile],
  )
  const queue = useUploadQueue(send, (error) =>
    isAbortError(error) ? null : uploadErrorText(error, i18n, { plan_required: overLimit }),
  )

  const pick = (files: File[]) => {
    let room = limit === null ? Infinity : limit - count
    const batch = files.map((file) => {
      const problem = pickedFileProblem(file, 'image')
      if (problem) return { file, refusal: errorText(i18n, problem.code, problem.values) }
      room -= 1
      return { file, refusal: room < 0 ? overLimit : null }
    })
    void queue.start(batch)
  }

  const upload = (
    <FileDrop
      label={t`Add images`}
      accept={UPLOAD_RULES.image.accept}
      multiple
      hint={t`JPG or PNG, up to 5 MB each.`}
      onFiles={pick}
    />
  )
  return (
    <section className="ts-resources__section" aria-labelledby={`images-${eventId}`}>
      <h2 id={`images-${eventId}`} className="ts-resources__title">
        <Trans>Additional images</Trans>
      </h2>
      {limit !== null ? (
        <p className="ts-field__hint">
          <Trans>
            {count} of {limit} images on the free plan.
          </Trans>
        </p>
      ) : null}
      <ul className="ts-resources__grid">
        {assets.items.map((item, index) => {
          const position = index + 1
          return (
            <li
              key={item.id}
              className={
                item.leaving
                  ? 'ts-resources__item ts-resources__item--leaving'
                  : 'ts-resources__item'
              }
            >
              <img src={item.url} alt={t`Additional image ${position}`} />
              <Button
                variant="danger"
                size="sm"
                loading={assets.deleting === item.id}
                disabled={item.leaving}
                aria-label={t`Delete image ${position}`}
                onClick={() => void assets.remove(item, t`Image ${position} deleted.`)}
              >
                <Trans>Delete</Trans>
              </Button>
            </li>
          )
        })}
      </ul>
      <p className="ts-visually-hidden" role="status">
        {assets.announcement}
      </p>
      {limit !== null && count >= limit ? (
        <PremiumGate feature="unlimited_images" role={role}>
          {upload}
        </PremiumGate>
      ) : (
        upload
      )}
      <UploadProgressList jobs={queue.jobs} />
    </section>
  )
}
