import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DependencyList,
} from 'react'

export type AsyncState<T> = {
  data: T | undefined
  error: unknown
  loading: boolean
  reload: () => void
}

type Settled<T> = { request: object | null; data: T | undefined; error: unknown }

/**
 * Runs `load` when `deps` change (and on `reload()`), keeping only the latest answer: a slow
 * earlier request never overwrites a newer one. `load` receives an AbortSignal. While a new
 * request runs, the previous data stays available (no flicker) and `loading` is true.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): AsyncState<T> {
  const [version, setVersion] = useState(0)
  const loader = useRef(load)
  useLayoutEffect(() => {
    loader.current = load
  })
  // One identity per request: changes exactly when deps (compared by value) change or reload() is
  // called. Deps are plain values (ids, query strings, page numbers).
  const depsKey = JSON.stringify(deps)
  const request = useMemo(() => ({ depsKey, version }), [depsKey, version])
  const [settled, setSettled] = useState<Settled<T>>({
    request: null,
    data: undefined,
    error: undefined,
  })

  useEffect(() => {
    const controller = new AbortController()
    loader
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setSettled({ request, data, error: undefined })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setSettled((previous) => ({ request, data: previous.data, error }))
      })
    return () => controller.abort()
  }, [request])

  const reload = useCallback(() => setVersion((value) => value + 1), [])
  const loading = settled.request !== request
  return { data: settled.data, error: loading ? undefined : settled.error, loading, reload }
}
