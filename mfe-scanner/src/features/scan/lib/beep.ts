let context: AudioContext | null = null

/**
 * A short tone for a scan's outcome, made with WebAudio (no sound file): high for admitted, low
 * and longer for refused. Silent where the browser has no audio.
 */
export function beep(outcome: 'accept' | 'refuse'): void {
  const Context = globalThis.AudioContext
  if (!Context) return
  context ??= new Context()
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.frequency.value = outcome === 'accept' ? 1320 : 330
  gain.gain.value = 0.2
  oscillator.connect(gain).connect(context.destination)
  const seconds = outcome === 'accept' ? 0.12 : 0.4
  oscillator.start()
  oscillator.stop(context.currentTime + seconds)
}
