import { useCallback, useEffect, useRef, useState } from 'react'
import type { UploadProgress } from '@tessera/shared/api/upload'

/** One file on its way: its progress, then its outcome. */
export type UploadJob = {
  key: string
  name: string
  percent: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

type Send<T> = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) => Promise<T>

let nextKey = 1

/**
 * Uploads files one after the other, each with its own progress. `refuse` may turn a file away
 * before sending (its text is shown on its row); `explain` words a failed upload. Leaving the
 * screen aborts what is in flight.
 */
export function useUploadQueue<T>(send: Send<T>, explain: (error: unknown) => string | null) {
  const [jobs, setJobs] = useState<UploadJob[]>([])
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const update = (key: string, change: Partial<UploadJob>) =>
    setJobs((list) => list.map((job) => (job.key === key ? { ...job, ...change } : job)))

  const start = useCallback(
    async (files: { file: File; refusal?: string | null }[]) => {
      const batch = files.map(({ file, refusal }) => ({
        file,
        job: {
          key: String(nextKey++),
          name: file.name,
          percent: 0,
          ...(refusal
            ? { state: 'failed' as const, error: refusal }
            : { state: 'waiting' as const }),
        },
      }))
      setJobs((list) => [
        ...list.filter((job) => job.state === 'uploading' || job.state === 'waiting'),
        ...batch.map(({ job }) => job),
      ])
      controller.current ??= new AbortController()
      const { signal } = controller.current
      for (const { file, job } of batch) {
        if (job.state === 'failed' || signal.aborted) continue
        update(job.key, { state: 'uploading' })
        try {
          await send(file, ({ percent }) => update(job.key, { percent }), signal)
          update(job.key, { state: 'done', percent: 100 })
        } catch (error) {
          const text = explain(error)
          if (text !== null) update(job.key, { state: 'failed', error: text })
        }
      }
    },
    [send, explain],
  )

  return { jobs, start }
}
