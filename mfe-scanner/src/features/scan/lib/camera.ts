import type { Html5Qrcode } from 'html5-qrcode'

/** The scan settings of the management scan page (spec "events" §9): 10 frames a second, a 250 px box. */
export const SCAN_CONFIG = { fps: 10, qrbox: 250 }

export type CameraChoice = { id: string; label: string }

/** A running camera: stop it, and switch its torch where the track supports one. */
export type RunningCamera = {
  stop: () => Promise<void>
  torch: ((on: boolean) => Promise<void>) | null
}

/** The device's cameras (asks for permission the first time); html5-qrcode is loaded on first use. */
export async function listCameras(): Promise<CameraChoice[]> {
  const { Html5Qrcode } = await import('html5-qrcode')
  return Html5Qrcode.getCameras()
}

/** Starts decoding `cameraId` (or the rear camera) into the element `elementId`. */
export async function startCamera(
  elementId: string,
  cameraId: string | null,
  onRead: (text: string) => void,
): Promise<RunningCamera> {
  const { Html5Qrcode } = await import('html5-qrcode')
  const reader: Html5Qrcode = new Html5Qrcode(elementId, { verbose: false })
  await reader.start(cameraId ?? { facingMode: 'environment' }, SCAN_CONFIG, onRead, () => {})
  const torch = reader.getRunningTrackCameraCapabilities().torchFeature()
  return {
    stop: () => reader.stop(),
    torch: torch.isSupported() ? (on) => torch.apply(on) : null,
  }
}
