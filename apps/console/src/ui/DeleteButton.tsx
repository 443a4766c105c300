import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

export const DELETE_CONFIRM = 'Are you sure you want to delete it?';

/** Spec §5: deleting needs confirmation, and the button is disabled with nothing selected. */
export function DeleteButton({ count, onConfirm, loading, title = DELETE_CONFIRM }: { count: number; onConfirm: () => void | Promise<void>; loading?: boolean; title?: string }) {
  return (
    <Popconfirm title={title} okText="OK" cancelText="Cancel" onConfirm={onConfirm} disabled={count === 0}>
      <Button danger icon={<DeleteOutlined />} disabled={count === 0} loading={loading}>
        Delete
      </Button>
    </Popconfirm>
  );
}
