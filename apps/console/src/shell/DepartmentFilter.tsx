import { FilterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Flex, Popover, Spin, theme } from 'antd';
import { Action, Resource } from '@timekeep/contracts';
import { lazy, Suspense, useState } from 'react';
import { messageOf } from '../api/http';
import { useCan } from '../auth/api';
import { useStructureTree } from '../features/structure/api';
import { chooseDepartments, useSelectedDepartments } from './api';
import styles from './AppShell.module.css';

const DepartmentTree = lazy(() => import('./DepartmentTree').then((m) => ({ default: m.DepartmentTree })));

/** The header's department filter (spec §1): the chosen departments filter every list. */
export function DepartmentFilter() {
  const can = useCan();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const allowed = can(Resource.Department, Action.Visible);
  const tree = useStructureTree('active', allowed);
  const selected = useSelectedDepartments(allowed);
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  if (!allowed) return null;

  const current = selected.data?.departmentIds ?? [];
  const choice = checked ?? current;

  async function apply(ids: string[]) {
    setSaving(true);
    try {
      await chooseDepartments(ids);
      message.success('Filter the departments successfully.');
      setOpen(false);
      setChecked(null);
      // Every list depends on the filter: refetch them all.
      await queryClient.invalidateQueries();
    } catch (error) {
      message.error(messageOf(error, 'Failed to filter the departments.'));
    } finally {
      setSaving(false);
    }
  }

  const content = (
    <div className={styles.filter}>
      <div className={styles.filterTree}>
        {tree.isLoading ? (
          <Spin />
        ) : tree.data?.children.length ? (
          <Suspense fallback={<Spin />}>
            <DepartmentTree departments={tree.data.children} checked={choice} onCheck={setChecked} />
          </Suspense>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No departments" />
        )}
      </div>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => void apply([])} disabled={saving}>
          Reset
        </Button>
        <Button type="primary" loading={saving} onClick={() => void apply(choice)}>
          OK
        </Button>
      </Flex>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title="Departments" open={open} onOpenChange={(next) => { setOpen(next); if (!next) setChecked(null); }} content={content}>
      {/* The count is white text: on the theme's darker green, not the brand's (ADR 0072). The name holds the button's visible text (WCAG 2.5.3). */}
      <Badge count={current.length} size="small" color={token.colorPrimary}>
        <Button type="text" icon={<FilterOutlined />} aria-label="Departments filter">
          Departments
        </Button>
      </Badge>
    </Popover>
  );
}
