import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '@tessera/shared/data/query-client'

/**
 * The page's one query cache, around the shell's parts that read it. Only chunks loaded on demand
 * import this: the sign-in pages' first load carries no TanStack Query.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
