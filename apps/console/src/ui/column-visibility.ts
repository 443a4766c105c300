import { useState } from 'react';

const storageKey = (tableId: string) => `tk.table.${tableId}.hiddenColumns`;

/** Which columns a table hides, remembered per table in this browser; the table's defaults until the user chooses. */
export function useColumnVisibility(tableId: string, defaults: string[]) {
  const [hidden, setState] = useState<string[]>(() => {
    try {
      const stored = localStorage.getItem(storageKey(tableId));
      return stored ? (JSON.parse(stored) as string[]) : defaults;
    } catch {
      return defaults;
    }
  });
  const setHidden = (keys: string[]) => {
    setState(keys);
    localStorage.setItem(storageKey(tableId), JSON.stringify(keys));
  };
  return { hidden, setHidden };
}
