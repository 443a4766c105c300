import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Brand } from '../ui/Brand';

/**
 * The menu over the page on a phone, from the header's button. A module of its own, loaded the
 * first time the button is pressed: the drawer is not in the script every page waits for
 * (issue 31 §4, docs/performance.md).
 */
export function MenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} width={280} title={<Brand />} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
