import { useEffect, useMemo, useState } from 'react';

// useDebounced follows a value once it has stayed the same for ms; values
// are compared by their JSON, so a rebuilt but equal object waits for
// nothing.
export function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}
