import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; children: ReactNode }

/** Keeps the address fields usable when the map (its chunk, or Leaflet itself) fails. */
export class MapBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('[map-picker] the map could not be shown', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
