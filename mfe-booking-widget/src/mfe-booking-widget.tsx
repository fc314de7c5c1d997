import { mfeLifecycles } from '@tessera/shared/ui/mfe-lifecycles'
import { AppRoutes } from './app/routes'
import { catalog } from './catalog'

/** Also the parcel's lifecycles (see parcel.ts); `update` re-renders with new props. */
export const lifecycles = mfeLifecycles({ catalog, Routes: AppRoutes })

export const { bootstrap, mount, unmount } = lifecycles
