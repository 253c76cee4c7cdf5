import { useState } from "react";

/**
 * One filter of a paged list, as `useState` gives it, except that every change of the filter starts the
 * list again on its first page (`setPage(1)`): the page the visitor was on may not exist in the new list.
 */
export function usePagedFilter<T>(initial: T, setPage: (page: number) => void): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      setPage(1);
    },
  ];
}
