import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Form, Popover, Space } from 'antd';
import { ReactNode, useState } from 'react';
import styles from './kit.module.css';

/**
 * A list's Search popover: the filters as a draft, applied on Search, cleared on Reset. `onOpen`
 * starts the draft from what is applied; `active` counts the applied filters for the badge. `wide` for
 * filters with a tree select.
 */
export function FilterPopover({ active, wide = false, onOpen, onReset, onSearch, children }: { active: number; wide?: boolean; onOpen: () => void; onReset: () => void; onSearch: () => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const content = (
    <Form layout="vertical" className={wide ? styles.filterFormWide : styles.filterForm}>
      {children}
      <Space>
        <Button onClick={onReset}>Reset</Button>
        <Button
          type="primary"
          onClick={() => {
            onSearch();
            setOpen(false);
          }}
        >
          Search
        </Button>
      </Space>
    </Form>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={(next) => (setOpen(next), next && onOpen())} content={content}>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} aria-label="Search">
          Search
        </Button>
      </Badge>
    </Popover>
  );
}
