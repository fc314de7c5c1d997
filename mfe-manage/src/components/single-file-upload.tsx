import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isAbortError, type UploadProgress } from '@tessera/shared/api/upload'
import { UPLOAD_RULES, type UploadKind } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { ProgressBar } from '@tessera/shared/ui/progress-bar'
import { pickedFileProblem } from '../lib/picked-files'
import { uploadErrorText } from '../lib/upload-errors'

/** One file on its way: its progress, then its outcome (a refusal in words). */
export type FileJob = { name: string; percent: number; error?: string }

type Send = (file: File, onProgress: (progress: UploadProgress) => void) => Promise<unknown>

/** Sends one file at a time with its progress; `refusal` turns it away before sending. */
export function useFileJob(send: Send) {
  const { i18n } = useLingui()
  const [job, setJob] = useState<FileJob | null>(null)
  const start = async (file: File, refusal?: string | null) => {
    if (refusal) {
      setJob({ name: file.name, percent: 0, error: refusal })
      return
    }
    setJob({ name: file.name, percent: 0 })
    try {
      await send(file, ({ percent }) => setJob({ name: file.name, percent }))
      setJob({ name: file.name, percent: 100 })
    } catch (error) {
      if (!isAbortError(error))
        setJob({ name: file.name, percent: 0, error: uploadErrorText(error, i18n) })
    }
  }
  return { job, start }
}

/** The progress bar of a file on its way, then "Uploaded" or why it was refused. */
export function FileJobBar({ job }: { job: FileJob | null }) {
  const { t } = useLingui()
  if (!job) return null
  return (
    <ProgressBar
      label={job.name}
      value={job.percent}
      tone={job.error ? 'danger' : job.percent === 100 ? 'success' : 'primary'}
      status={job.error ?? (job.percent === 100 ? t`Uploaded` : undefined)}
    />
  )
}

type SingleFileUploadProps = {
  kind: UploadKind
  label: string
  hint: ReactNode
  disabled?: boolean
  /** Sends the file (a mutation that puts what the API answered into the cache). */
  send: Send
}

/**
 * One file that replaces the previous one (a floor plan, a profile picture): checked by the shared
 * upload rules before sending, then sent with a progress bar; a refusal is shown on its row.
 */
export function SingleFileUpload({ kind, send, ...drop }: SingleFileUploadProps) {
  const { i18n } = useLingui()
  const { job, start } = useFileJob(send)
  const pick = (file: File) => {
    const problem = pickedFileProblem(file, kind)
    void start(file, problem && errorText(i18n, problem.code, problem.values))
  }
  return (
    <>
      <FileDrop
        {...drop}
        accept={UPLOAD_RULES[kind].accept}
        onFiles={([file]) => file && pick(file)}
      />
      <FileJobBar job={job} />
    </>
  )
}
