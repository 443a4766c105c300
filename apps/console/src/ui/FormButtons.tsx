import { LoadingOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

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
