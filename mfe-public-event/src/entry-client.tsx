// First: zod must know it may not compile with `new Function` before any schema is made.
import '@tessera/shared/zod-jitless'
import '@tessera/shared/ui/styles.css'
import { hydratePage } from './hydrate'

// The browser side of `/event/{code}` (built by `vite.page.config.ts` into `dist/page/`): no shell,
// no federation runtime, just React, the page and the page's language (docs/ARCHITECTURE.md).
void hydratePage(document)
