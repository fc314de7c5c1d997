import { useLingui } from '@lingui/react/macro'
import { ProgressBar } from '@tessera/shared/ui/progress-bar'
import type { UploadJob } from '../hooks/use-upload-queue'

/** One progress bar per file of an upload, with its outcome. */
export function UploadProgressList({ jobs }: { jobs: UploadJob[] }) {
  const { t } = useLingui()
  if (jobs.length === 0) return null
  const status = (job: UploadJob) =>
    job.state === 'failed'
      ? job.error
      : job.state === 'done'
        ? t`Uploaded`
        : job.state === 'waiting'
          ? t`Waiting`
          : undefined
  return (
    <ul className="ts-resources__uploads">
      {jobs.map((job) => (
        <li key={job.key}>
          <ProgressBar
            label={job.name}
            value={job.percent}
            status={status(job)}
            tone={job.state === 'failed' ? 'danger' : job.state === 'done' ? 'success' : 'primary'}
          />
        </li>
      ))}
    </ul>
  )
}
