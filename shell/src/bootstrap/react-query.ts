/**
 * What the shell gives remotes as the `@tanstack/react-query` singleton: the exports the front ends
 * import (a test reads their sources for any other). The whole package would put every hook in the
 * shell's first load; these share the shell's own modules (one cache, one context).
 */
export {
  isCancelledError,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
