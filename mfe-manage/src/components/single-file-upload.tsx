import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isAbortError, type UploadProgress } from '@tessera/shared/api/upload'
import { UPLOAD_RULES, type UploadKind } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { ProgressBar } from '@tessera/shared/ui/progress-bar'
import { pickedFileProblem } from '../lib/picked-files'
import { uploadErrorText } from '../lib/upload-errors'

type Job = { name: string; percent: number; error?: string }

type SingleFileUploadProps = {
  kind: UploadKind
  label: string
  hint: ReactNode
  disabled?: boolean
  /** Sends the file (a mutation that puts what the API answered into the cache). */
  send: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<unknown>
}

/**
 * One file that replaces the previous one (a floor plan, a profile picture): checked by the shared
 * upload rules before sending, then sent with a progress bar; a refusal is shown on its row.
 */
export function SingleFileUpload({ kind, send, ...drop }: SingleFileUploadProps) {
  const { t, i18n } = useLingui()
  const [job, setJob] = useState<Job | null>(null)

  const start = async (file: File) => {
    const problem = pickedFileProblem(file, kind)
    if (problem) {
      setJob({ name: file.name, percent: 0, error: errorText(i18n, problem.code, problem.values) })
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

  return (
    <>
      <FileDrop
        {...drop}
        accept={UPLOAD_RULES[kind].accept}
        onFiles={([file]) => file && void start(file)}
      />
      {job ? (
        <ProgressBar
          label={job.name}
          value={job.percent}
          tone={job.error ? 'danger' : job.percent === 100 ? 'success' : 'primary'}
          status={job.error ?? (job.percent === 100 ? t`Uploaded` : undefined)}
        />
      ) : null}
    </>
  )
}
