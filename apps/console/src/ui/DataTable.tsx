import { SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Popover, Space, Table, Tree } from 'antd';
import type { TableProps } from 'antd';
import { DEFAULT_PAGE_SIZE, ListQuery, Page, PAGE_SIZES } from '@timekeep/contracts';
import { ReactNode, useEffect, useState } from 'react';
import { useColumnVisibility } from './column-visibility';
import styles from './kit.module.css';

export interface DataColumn<T> {
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  defaultHidden?: boolean;
  width?: number;
}

export interface DataTableProps<T> {
  /** Names the table for its remembered column choice. */
  tableId: string;
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery) => Promise<Page<T>>;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  selectedKeys?: string[];
  onSelectionChange?: (keys: string[]) => void;
  /** Rows that may not be chosen (system records), shown with a disabled checkbox. */
  selectable?: (row: T) => boolean;
  /** What a row is called, for its checkbox's name ("Select Weekly waged 2026-11-30"); the first column's value otherwise. */
  rowLabel?: (row: T) => string;
  toolbar?: ReactNode;
  /** The order the table opens in (the employee picker's Last Name ascending); the server's own otherwise. */
  defaultSort?: { sort: string; order: 'ascend' | 'descend' };
  /** Told the rows shown whenever they change: a screen that looks up more about them (the dashboard's live status). */
  onRowsShown?: (rows: readonly T[]) => void;
}

export const totalText = (from: number, to: number, total: number) => `Show ${from} to ${to} of ${total} entries`;

/**
 * The shared table (spec §2 "Shared table behaviour"): paged, sorted and searched on the server,
 * 10/25/50/100 per page (10 by default), a column show/hide tree remembered per table, optional
 * checkbox selection, and 'Show X to Y of N entries'.
 */
export function DataTable<T extends object>({ tableId, queryKey, fetchPage, columns, rowKey, selectedKeys, onSelectionChange, selectable, rowLabel, toolbar, defaultSort, onRowsShown }: DataTableProps<T>) {
  const [query, setQuery] = useState<ListQuery>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, ...defaultSort });
  const { hidden, setHidden } = useColumnVisibility(tableId, columns.filter((c) => c.defaultHidden).map((c) => c.key));
  const result = useQuery({ queryKey: [...queryKey, query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData });
  const page = result.data;
  useEffect(() => onRowsShown?.(page?.items ?? []), [page]);

  const shown: TableProps<T>['columns'] = columns
    .filter((c) => !hidden.includes(c.key))
    .map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      sorter: c.sortable,
      sortOrder: query.sort === c.key ? query.order : null,
      render: c.render ? (_: unknown, row: T) => c.render?.(row) : undefined,
    }));

  // A row's checkbox has no text of its own: its name says which row it chooses (antd names the select-all).
  const nameOf = rowLabel ?? ((row: T) => String((row as Record<string, unknown>)[columns[0]?.key ?? ''] ?? ''));

  const chooser = (
    <Tree
      checkable
      defaultExpandAll
      selectable={false}
      treeData={[{ key: '__all__', title: 'Columns', children: columns.map((c) => ({ key: c.key, title: c.title })) }]}
      checkedKeys={columns.map((c) => c.key).filter((k) => !hidden.includes(k))}
      onCheck={(checked) => {
        const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
        setHidden(columns.map((c) => c.key).filter((k) => !keys.includes(k)));
      }}
    />
  );

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>{toolbar}</Space>
        <Space>
          <Input.Search allowClear placeholder="Search" aria-label="Search" className={styles.tableSearch} onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search: search.trim() || undefined }))} />
          <Popover trigger="click" placement="bottomRight" content={chooser}>
            <Button icon={<SettingOutlined />} aria-label="Columns" />
          </Popover>
        </Space>
      </Flex>
      <Table<T>
        size="middle"
        rowKey={rowKey}
        loading={result.isFetching}
        columns={shown}
        dataSource={page?.items ?? []}
        rowSelection={
          onSelectionChange
            ? {
                selectedRowKeys: selectedKeys ?? [],
                onChange: (keys) => onSelectionChange(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: selectable ? !selectable(row) : undefined, 'aria-label': `Select ${nameOf(row)}` }),
              }
            : undefined
        }
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total, [from, to]) => totalText(total ? from : 0, to, total),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = single?.order ?? undefined;
          setQuery((q) => ({
            ...q,
            page: pagination.pageSize !== q.pageSize ? 1 : (pagination.current ?? 1),
            pageSize: pagination.pageSize ?? q.pageSize,
            sort: order ? String(single.columnKey) : undefined,
            order: order ?? undefined,
          }));
        }}
      />
    </Flex>
  );
}
