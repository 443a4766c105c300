import { useEffect, useState } from 'react';

/** The value once it has stood still for `ms`: a burst of changes (paging, sorting, filtering) asks once. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
