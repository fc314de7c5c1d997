import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@tessera/shared/ui/button'
import { Select } from '@tessera/shared/ui/field'
import { listCameras, startCamera, type CameraChoice, type RunningCamera } from '../lib/camera'

/** The camera view: start and stop, choice of camera, torch where the camera has one. */
export function CameraPanel({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useLingui()
  const elementId = `sc-camera-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [cameras, setCameras] = useState<CameraChoice[]>([])
  const [cameraId, setCameraId] = useState<string | null>(null)
  const [running, setRunning] = useState<RunningCamera | null>(null)
  const [torchOn, setTorchOn] = useState(false)
  const [failed, setFailed] = useState(false)
  const read = useRef(onRead)
  useEffect(() => {
    read.current = onRead
  })

  async function start(id: string | null) {
    setFailed(false)
    try {
      if (cameras.length === 0) setCameras(await listCameras())
      setRunning(await startCamera(elementId, id, (text) => read.current(text)))
    } catch {
      setFailed(true)
    }
  }
  async function stop() {
    await running?.stop()
    setRunning(null)
    setTorchOn(false)
  }
  useEffect(() => () => void running?.stop().catch(() => {}), [running])

  return (
    <section className="sc-camera" aria-label={t`Camera`}>
      <div id={elementId} className="sc-camera__view" />
      {failed ? <p role="alert">{t`The camera could not be started.`}</p> : null}
      <div className="sc-camera__controls">
        {running ? (
          <Button variant="secondary" onClick={() => void stop()}>{t`Stop camera`}</Button>
        ) : (
          <Button onClick={() => void start(cameraId)}>{t`Start camera`}</Button>
        )}
        {cameras.length > 1 ? (
          <Select
            label={t`Camera`}
            value={cameraId ?? ''}
            options={cameras.map((camera) => ({ value: camera.id, label: camera.label }))}
            onChange={(event) => {
              setCameraId(event.target.value)
              if (running) void stop().then(() => start(event.target.value))
            }}
          />
        ) : null}
        {running?.torch ? (
          <Button
            variant="secondary"
            aria-pressed={torchOn}
            onClick={() => void running.torch!(!torchOn).then(() => setTorchOn(!torchOn))}
          >
            {t`Torch`}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
