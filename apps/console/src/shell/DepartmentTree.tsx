import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { DepartmentNode } from '@timekeep/contracts';

const toTree = (nodes: DepartmentNode[]): DataNode[] => nodes.map((n) => ({ key: n.id, title: n.name, children: toTree(n.children) }));

/**
 * The department filter's tree: a module of its own, loaded when the filter is first opened, so the
 * tree component is not in the script every page waits for (issue 31 §4, docs/performance.md).
 */
export function DepartmentTree({ departments, checked, onCheck }: { departments: DepartmentNode[]; checked: string[]; onCheck: (ids: string[]) => void }) {
  return <Tree checkable checkStrictly defaultExpandAll selectable={false} treeData={toTree(departments)} checkedKeys={checked} onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))} />;
}
