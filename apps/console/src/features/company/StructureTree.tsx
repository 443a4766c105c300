import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Popconfirm, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { Action, DepartmentNode, LEVEL_RESOURCE } from '@timekeep/contracts';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { deleteDepartment } from './api';
import { keys as structureKeys, useStructureTree } from '../structure/api';
import { DEPARTMENT_DELETE_CONFIRM, DEPARTMENT_DELETE_TEXTS } from './messages';
import type { StatusFilter } from '../structure/structure';
import styles from './StructurePage.module.css';
import { IconButton } from '../../ui/IconButton';

const FILTERS: Array<{ key: StatusFilter; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'active', label: 'Active' },
  { key: 'inactive', label: 'Inactive' },
];

interface Props {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  selectedId?: string;
  /** A node's id, or undefined for the company root (the company detail). */
  onOpen: (id: string | undefined) => void;
  onAddChild: (parentId: string) => void;
  onDeleted: (id: string) => void;
}

/** Left panel of the company structure screen (spec §2): tree, status filter, hover actions. */
export function StructureTree({ status, onStatus, selectedId, onOpen, onAddChild, onDeleted }: Props) {
  const tree = useStructureTree(status);
  const can = useCan();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  async function remove(id: string) {
    try {
      const reply = await deleteDepartment(id);
      if (reply.message !== 'success') {
        message.warning(DEPARTMENT_DELETE_TEXTS[reply.message] ?? reply.message);
        return;
      }
      message.success('The department is deleted successfully.');
      await queryClient.invalidateQueries({ queryKey: structureKeys.all });
      onDeleted(id);
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete the department.'));
    }
  }

  const toData = (node: DepartmentNode, isRoot: boolean): DataNode => {
    const next = node.childLevel;
    const mayAdd = next !== null && can(LEVEL_RESOURCE[next], Action.Create);
    const mayDelete = !isRoot && node.level !== null && can(LEVEL_RESOURCE[node.level], Action.Delete);
    return {
      key: node.id,
      title: (
        <span className={styles.node}>
          <span className={node.status ? undefined : styles.inactive}>{node.name}</span>
          <span className={styles.actions} onClick={(e) => e.stopPropagation()}>
            {mayAdd && <IconButton size="small" type="text" icon={<PlusOutlined />} label={`Add under ${node.name}`} onClick={() => onAddChild(node.id)} tip="Add" />}
            {mayDelete && (
              <Popconfirm title={DEPARTMENT_DELETE_CONFIRM} okText="OK" cancelText="Cancel" onConfirm={() => remove(node.id)}>
                <IconButton size="small" type="text" danger icon={<DeleteOutlined />} label={`Delete ${node.name}`} tip="Delete" />
              </Popconfirm>
            )}
          </span>
        </span>
      ),
      children: node.children.map((child) => toData(child, false)),
    };
  };

  const current = FILTERS.find((f) => f.key === status);
  return (
    <Card
      title="Company Structure"
      className={styles.treeCard}
      extra={
        <Dropdown trigger={['click']} menu={{ items: FILTERS.map((f) => ({ key: f.key, label: f.label })), selectable: true, selectedKeys: [status], onClick: ({ key }) => onStatus(key as StatusFilter) }}>
          <Button size="small" aria-label="Status filter">
            <Space>
              {current?.label}
              <DownOutlined />
            </Space>
          </Button>
        </Dropdown>
      }
    >
      {tree.data ? (
        <Tree blockNode defaultExpandAll key={`${status}-${tree.dataUpdatedAt}`} treeData={[toData(tree.data, true)]} selectedKeys={[selectedId ?? tree.data.id]} onSelect={(_, { node }) => onOpen(node.key === tree.data?.id ? undefined : String(node.key))} />
      ) : tree.isError ? (
        <Typography.Text type="danger">{messageOf(tree.error)}</Typography.Text>
      ) : (
        <Spin />
      )}
    </Card>
  );
}
