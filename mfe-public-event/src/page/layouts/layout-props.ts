import type { PublicEvent } from '@tessera/shared/public/public-event'
import type { MapTiles } from '../page-props'

export type LayoutProps = {
  event: PublicEvent
  now: string
  preview?: boolean
  mapTiles?: MapTiles
}
