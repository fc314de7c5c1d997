import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isAbortError } from '@tessera/shared/api/upload'
import { formatBytes, UPLOAD_RULES } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import { Button } from '@tessera/shared/ui/button'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { uploadErrorText } from '../../../lib/upload-errors'
import { useUploadAsset, type FileUpload } from '../api/event-resource-cache'
import { useEventAssets, type ListedAsset } from '../hooks/use-event-assets'
import { useUploadQueue } from '../hooks/use-upload-queue'
import { pickedFileProblem } from '../../../lib/picked-files'
import { UploadProgressList } from './upload-progress-list'

type DocumentsSectionProps = { eventId: string; documents: ListedAsset[] }

/* eslint-disable lingui/no-unlocalized-strings -- product names, the same in every language */
const KIND_LABELS: Record<string, string> = {
  pdf: 'PDF',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  xls: 'Excel',
  xlsx: 'Excel',
}
/* eslint-enable lingui/no-unlocalized-strings */

/** A document's kind as people name it, from its stored type. */
function kindOf(type: string | null): string {
  const extension = type ? UPLOAD_RULES.document.types[type] : undefined
  return (extension && KIND_LABELS[extension]) ?? type ?? ''
}

/** Documents (pdf, ppt, pptx, xls, xlsx up to 50 MB): name, size and type, with delete; several per upload. */
export function DocumentsSection({ eventId, documents }: DocumentsSectionProps) {
  const { t, i18n } = useLingui()
  const assets = useEventAssets(eventId, documents)
  const deleted = (name: string) => t`${name} deleted.`
  const { mutateAsync: sendFile } = useUploadAsset(eventId, 'document')
  const send = useCallback(
    (file: File, onProgress: FileUpload['onProgress'], signal: AbortSignal) =>
      sendFile({ file, onProgress, signal }),
    [sendFile],
  )
  const queue = useUploadQueue(send, (error) =>
    isAbortError(error) ? null : uploadErrorText(error, i18n),
  )
  const pick = (files: File[]) => {
    void queue.start(
      files.map((file) => {
        const problem = pickedFileProblem(file, 'document')
        return { file, refusal: problem ? errorText(i18n, problem.code, problem.values) : null }
      }),
    )
  }

  return (
    <section className="ts-resources__section" aria-labelledby={`documents-${eventId}`}>
      <h2 id={`documents-${eventId}`} className="ts-resources__title">
        <Trans>Documents</Trans>
      </h2>
      {assets.items.length ? (
        <ul className="ts-resources__documents">
          {assets.items.map((item) => (
            <li
              key={item.id}
              className={
                item.leaving
                  ? 'ts-resources__document ts-resources__item--leaving'
                  : 'ts-resources__document'
              }
            >
              <a href={item.url} download={item.name}>
                {item.name}
              </a>
              <span className="ts-field__hint">
                {kindOf(item.type)}
                {item.size !== null ? ` · ${formatBytes(item.size, i18n.locale)}` : ''}
              </span>
              <Button
                variant="danger"
                size="sm"
                loading={assets.deleting === item.id}
                disabled={item.leaving}
                onClick={() => void assets.remove(item, deleted(item.name))}
              >
                <Trans>Delete</Trans>
                <span className="ts-visually-hidden"> {item.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ts-field__hint">
          <Trans>No documents yet.</Trans>
        </p>
      )}
      <p className="ts-visually-hidden" role="status">
        {assets.announcement}
      </p>
      <FileDrop
        label={t`Add documents`}
        accept={UPLOAD_RULES.document.accept}
        multiple
        hint={t`PDF, PowerPoint or Excel, up to 50 MB each.`}
        onFiles={pick}
      />
      <UploadProgressList jobs={queue.jobs} />
    </section>
  )
}
