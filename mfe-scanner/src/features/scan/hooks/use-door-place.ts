import { useState } from 'react'
import type { DoorPlace } from '../lib/admission'

const GATE_KEY = 'tessera:scanner-gate'
const DEVICE_KEY = 'tessera:scanner-device'

/** This device's id: made once and kept, so a conflict says which device admitted whom. */
function deviceId(): string {
  const kept = localStorage.getItem(DEVICE_KEY)
  if (kept) return kept
  const made = crypto.randomUUID().slice(0, 8)
  localStorage.setItem(DEVICE_KEY, made)
  return made
}

/** The gate staff named on this device (kept across reloads) and the device's id. */
export function useDoorPlace(defaultGate: string) {
  const [gate, setGateState] = useState(() => localStorage.getItem(GATE_KEY) || defaultGate)
  const [device] = useState(deviceId)
  const setGate = (next: string) => {
    localStorage.setItem(GATE_KEY, next)
    setGateState(next)
  }
  const place: DoorPlace = { gate: gate.trim() || defaultGate, device }
  return { gate, setGate, place }
}
