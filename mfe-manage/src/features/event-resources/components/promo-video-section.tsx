import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import {
  VIDEO_PLAYER_SIZE,
  youtubeEmbedUrl,
  youtubeVideoId,
} from '@tessera/shared/domain/events/promo-video'
import { errorText } from '@tessera/shared/errors/messages'
import { applyServerErrors } from '@tessera/shared/forms/server-errors'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { z } from 'zod'
import { failureText } from '../../../lib/failure'
import { useSaveVideoUrl } from '../api/event-resource-cache'

type PromoVideoSectionProps = { eventId: string; videoUrl: string | null }

/** The video form: empty (no video) or a YouTube address with an 11-character video id. */
const videoForm = z.object({
  video_url: z
    .string()
    .trim()
    .refine((value) => value === '' || youtubeVideoId(value) !== null),
})

/** A refusal of the whole event (another field is invalid: it is checked on save), or another. */
function refusalText(failure: unknown, i18n: Parameters<typeof failureText>[1]) {
  const otherField =
    failure instanceof ApiError &&
    failure.status === 422 &&
    Object.keys(failure.fieldErrors).length > 0
  return otherField ? errorText(i18n, 'validation_failed') : failureText(failure, i18n)
}

/**
 * The promo video: a YouTube address (its video id is 11 characters), stored as `video_url`. The
 * player (640 × 360, responsive) loads only when the organizer asks for a preview, so opening the
 * tab makes no request to YouTube.
 */
export function PromoVideoSection({ eventId, videoUrl }: PromoVideoSectionProps) {
  const { t, i18n } = useLingui()
  const invalid = t`Please enter a YouTube link with an 11-character video id.`
  const saving = useSaveVideoUrl(eventId)
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm({
    resolver: schemaResolver(videoForm, i18n, () => invalid),
    defaultValues: { video_url: videoUrl ?? '' },
  })
  const [preview, setPreview] = useState<string | null>(null)
  const value = useWatch({ control, name: 'video_url' })
  const videoId = youtubeVideoId(value)

  const save = handleSubmit(async ({ video_url }) => {
    try {
      await saving.mutateAsync(video_url || null)
      toast(video_url ? t`Promo video saved` : t`Promo video removed`)
    } catch (failure) {
      if (!applyServerErrors(setError, failure, { video_url: 'video_url' }))
        toast(refusalText(failure, i18n), 'danger')
    }
  })

  return (
    <section className="ts-resources__section" aria-labelledby={`video-${eventId}`}>
      <h2 id={`video-${eventId}`} className="ts-resources__title">
        <Trans>Promo video</Trans>
      </h2>
      <form className="ts-resources__video-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label={t`YouTube link`}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          error={formState.errors.video_url?.message}
          hint={t`Leave empty to show no video.`}
          {...register('video_url', {
            onChange: () => {
              clearErrors('video_url')
              setPreview(null)
            },
          })}
        />
        <div className="ts-resources__row">
          <Button type="submit" loading={formState.isSubmitting}>
            <Trans>Save video</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              videoId ? setPreview(videoId) : setError('video_url', { message: invalid })
            }
            disabled={!value.trim()}
          >
            <Trans>Preview video</Trans>
          </Button>
        </div>
      </form>
      {preview ? (
        <div className="ts-resources__player" style={{ maxWidth: VIDEO_PLAYER_SIZE.width }}>
          <iframe
            src={youtubeEmbedUrl(preview)}
            width={VIDEO_PLAYER_SIZE.width}
            height={VIDEO_PLAYER_SIZE.height}
            title={t`Promo video preview`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
    </section>
  )
}
