import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { OFF_DAY_SHIFT, type RosterShift } from '@timekeep/contracts';
import { Button, Dropdown, Empty, Input, Spin, Typography } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useState } from 'react';
import { type Dragged, timesText } from './roster-rules';
import styles from './roster.module.css';

interface LibraryProps {
  shifts: readonly RosterShift[] | undefined;
  loading: boolean;
  onSearch: (search: string) => void;
  mayCreate: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  busy: boolean;
  onNew: () => void;
  onEdit: (shift: RosterShift) => void;
  onAddToEmployees: (shift: RosterShift) => void;
  onDelete: (shift: RosterShift) => void;
}

/** The left panel (document 2 §2): the searchable shift library with its New button; each shift is dragged onto the grid. */
export function ShiftLibrary({ shifts, loading, onSearch, mayCreate, mayEdit, mayDelete, busy, onNew, onEdit, onAddToEmployees, onDelete }: LibraryProps) {
  return (
    <aside className={styles.library} aria-label="Shifts">
      <div className={styles.libraryHead}>
        <strong>Shifts</strong>
        {mayCreate && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onNew}>
            New
          </Button>
        )}
      </div>
      <Input.Search allowClear placeholder="Search shifts" aria-label="Search shifts" onSearch={onSearch} onChange={(e) => !e.target.value && onSearch('')} />
      <div className={styles.libraryList} role="list">
        {loading && !shifts ? (
          <Spin />
        ) : shifts?.length ? (
          shifts.map((shift) => (
            <LibraryItem key={shift.id} shift={shift} mayEdit={mayEdit} mayDelete={mayDelete} busy={busy} onEdit={onEdit} onAddToEmployees={onAddToEmployees} onDelete={onDelete} />
          ))
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No shifts" />
        )}
      </div>
      <Typography.Text type="secondary" className={styles.libraryHint}>
        Drag a shift onto a day, or focus it and press Space, the arrow keys and Space again.
      </Typography.Text>
    </aside>
  );
}

function LibraryItem({ shift, mayEdit, mayDelete, busy, onEdit, onAddToEmployees, onDelete }: { shift: RosterShift } & Pick<LibraryProps, 'mayEdit' | 'mayDelete' | 'busy' | 'onEdit' | 'onAddToEmployees' | 'onDelete'>) {
  const [open, setOpen] = useState(false);
  const offDay = shift.id === OFF_DAY_SHIFT.id;
  const times = offDay ? '' : timesText(shift);
  const dragged: Dragged = { kind: 'library', shift: { id: shift.id, labelName: shift.labelName } };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: `library|${shift.id}`, data: { dragged, colour: shift.colorCode, times }, disabled: !mayEdit || busy });
  const title = shift.labelName || shift.departmentName || 'Shift';
  const menu = [
    mayEdit && !offDay && { key: 'edit', label: 'Edit', onClick: () => onEdit(shift) },
    mayEdit && { key: 'add', label: 'Add Shift to Employees', onClick: () => onAddToEmployees(shift) },
    mayDelete && !offDay && { key: 'delete', label: 'Delete', danger: true, onClick: () => onDelete(shift) },
  ].filter((i): i is Exclude<typeof i, false> => !!i);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space picks it up (the drag's keys); Enter opens its menu.
    if (event.key === 'Enter' && menu.length) setOpen(true);
    else listeners?.onKeyDown?.(event);
  };
  const item = (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      role="listitem"
      aria-roledescription="draggable shift"
      aria-label={`${title}${times ? ` ${times}` : ''}`}
      className={[styles.libraryItem, isDragging && styles.dragging].filter(Boolean).join(' ')}
      style={{ '--shift-colour': shift.colorCode } as CSSProperties}
    >
      <span className={styles.swatch} aria-hidden />
      <span className={styles.libraryText}>
        <strong>{title}</strong>
        {offDay ? <span>Replaces the day&apos;s schedule</span> : <span>{times}</span>}
        {!offDay && (
          <span>
            {/* No hours here: a shift pays what each employee's pay group makes of it, shown on the grid (ADR 0074). */}
            {shift.departmentName}
            {shift.breakTime ? ` · ${shift.breakTime} min break` : ''}
          </span>
        )}
      </span>
      {menu.length > 0 && <MoreOutlined className={styles.libraryMore} aria-hidden />}
    </div>
  );
  if (!menu.length) return item;
  return (
    <Dropdown trigger={['click', 'contextMenu']} open={open} onOpenChange={setOpen} menu={{ items: menu }}>
      {item}
    </Dropdown>
  );
}
