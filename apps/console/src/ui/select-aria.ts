import type { RefSelectProps } from 'antd';
import { type Ref, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A required Form.Item gives its control aria-required, and antd 5's Select and TreeSelect put it
 * on their combobox input and on their outer div as well (ant-design/ant-design#46030). A plain div
 * may not carry it (axe's aria-allowed-attr, critical; ADR 0072), so the div's copy is taken off
 * after each render: the input, the element a screen reader announces, keeps it. React sets an
 * attribute again only when its value changes, and this runs again after that render.
 *
 * Returns the ref to give the Select, passing it on to `outer`: the Form.Item's own ref (React 19
 * hands it to a function component as a prop), which its scrollToField and focus use.
 */
export function useAriaRequiredOnInputOnly(outer?: Ref<RefSelectProps>) {
  const own = useRef<RefSelectProps | null>(null);
  useLayoutEffect(() => {
    own.current?.nativeElement?.removeAttribute('aria-required');
  });
  return useCallback(
    (select: RefSelectProps | null) => {
      own.current = select;
      if (typeof outer === 'function') outer(select);
      else if (outer) outer.current = select;
    },
    [outer],
  );
}
