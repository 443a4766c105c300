import { DeleteOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

export type Saving = 'save' | 'continue' | null;

/**
 * The detail forms' buttons (spec §2): Cancel (where the form has one), Save, and on create
 * 'Save and continue to create'.
 * The busy state is drawn here rather than with antd's `loading`, whose own copy of it was seen to
 * stay on after a save that answered within a few milliseconds.
 */
export function FormButtons({ saving, creating, onCancel, onSave }: { saving: Saving; creating: boolean; onCancel?: () => void; onSave: (andContinue: boolean) => void }) {
  const busy = (which: Saving) => (saving === which ? <LoadingOutlined /> : undefined);
  return (
    <Space wrap>
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      <Button type="primary" icon={busy('save')} disabled={!!saving} onClick={() => onSave(false)}>
        Save
      </Button>
      {creating && (
        <Button icon={busy('continue')} disabled={!!saving} onClick={() => onSave(true)}>
          Save and continue to create
        </Button>
      )}
    </Space>
  );
}

/**
 * A dialog's footer: Delete (after its confirmation) where the record can be deleted, Cancel and
 * Save, as the timesheet's and the leave's dialogs have it.
 */
export function dialogFooter({ busy, onCancel, onSave, remove }: { busy: boolean; onCancel: () => void; onSave: () => void; remove?: { confirm: string; onConfirm: () => void } | null }): ReactNode[] {
  return [
    remove ? (
      <Popconfirm key="delete" title={remove.confirm} okText="OK" cancelText="Cancel" onConfirm={remove.onConfirm}>
        <Button danger icon={<DeleteOutlined />} disabled={busy}>
          Delete
        </Button>
      </Popconfirm>
    ) : null,
    <Button key="cancel" onClick={onCancel}>
      Cancel
    </Button>,
    <Button key="save" type="primary" loading={busy} onClick={onSave}>
      Save
    </Button>,
  ];
}
