import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isAbortError } from '@tessera/shared/api/upload'
import { assetUrl } from '@tessera/shared/domain/uploads/asset-url'
import { IMAGE_HEIGHT, UPLOAD_RULES } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { HERO_ASPECT } from '@tessera/shared/ui/image-crop'
import { ImageCropper } from '@tessera/shared/ui/image-cropper'
import { Modal } from '@tessera/shared/ui/modal'
import { ProgressBar } from '@tessera/shared/ui/progress-bar'
import { uploadErrorText } from '../../../lib/upload-errors'
import { useUploadHero } from '../api/event-resource-cache'
import { pickedFileProblem } from '../../../lib/picked-files'

type HeroImageSectionProps = {
  eventId: string
  eventName: string
  heroImage: string | null
}

const rule = UPLOAD_RULES.image

/** The hero image: pick a jpg or png (≤ 5 MB), crop it at 16:10, upload it with a progress bar. */
export function HeroImageSection({ eventId, eventName, heroImage }: HeroImageSectionProps) {
  const { t, i18n } = useLingui()
  const uploading = useUploadHero(eventId)
  const [picked, setPicked] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [job, setJob] = useState<{ name: string; percent: number; error?: string } | null>(null)
  const shown = assetUrl(heroImage, '')

  const pick = (file: File) => {
    const found = pickedFileProblem(file, 'image')
    setProblem(found ? errorText(i18n, found.code, found.values) : null)
    if (!found) setPicked(file)
  }

  const send = async (file: File) => {
    setPicked(null)
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
    <section className="ts-resources__section" aria-labelledby={`hero-${eventId}`}>
      <h2 id={`hero-${eventId}`} className="ts-resources__title">
        <Trans>Hero image</Trans>
      </h2>
      {shown ? (
        <img className="ts-resources__hero" src={shown} alt={t`Hero image of ${eventName}`} />
      ) : (
        <p className="ts-field__hint">
          <Trans>No hero image yet.</Trans>
        </p>
      )}
      <FileDrop
        label={shown ? t`Replace the hero image` : t`Choose a hero image`}
        accept={rule.accept}
        hint={t`JPG or PNG, up to 5 MB. You will crop it to 16:10.`}
        error={problem}
        onFiles={([file]) => file && pick(file)}
      />
      {job ? (
        <ProgressBar
          label={job.name}
          value={job.percent}
          tone={job.error ? 'danger' : job.percent === 100 ? 'success' : 'primary'}
          status={job.error ?? (job.percent === 100 ? t`Uploaded` : undefined)}
        />
      ) : null}
      <Modal
        open={picked !== null}
        onClose={() => setPicked(null)}
        title={t`Crop the hero image (16:10)`}
        size="lg"
      >
        {picked ? (
          <ImageCropper
            file={picked}
            aspect={HERO_ASPECT}
            maxHeight={IMAGE_HEIGHT}
            maxBytes={rule.maxBytes}
            onCancel={() => setPicked(null)}
            onCropped={(file) => void send(file)}
          />
        ) : null}
      </Modal>
    </section>
  )
}
