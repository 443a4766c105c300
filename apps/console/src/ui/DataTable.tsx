import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Dropdown, Empty, Flex, Input, Popover, Space, Table, Tree } from 'antd';
import type { TableProps } from 'antd';
import { DEFAULT_PAGE_SIZE, ListQuery, Page, PAGE_SIZES } from '@timekeep/contracts';
import dayjs from 'dayjs';
import { ReactNode, useEffect, useState } from 'react';
import { messageOf, saveFile } from '../api/http';
import { useColumnVisibility } from './column-visibility';
import { IconButton } from './IconButton';
import styles from './kit.module.css';
import { type Cell, LIST_EXPORT_TEXTS, type ListFileFormat, listFile } from './list-export';

export interface DataColumn<T> {
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  defaultHidden?: boolean;
  width?: number;
  /** What the column says in an exported file, when what it shows is not text (a status tag, a tick). */
  text?: (row: T) => Cell | null | undefined;
  /** False for a column of actions: shown, never exported. */
  inFile?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for its remembered column choice. */
  tableId: string;
  /** The list's name: its exported file and sheet are called after it ("Employees 2026-11-30.csv"). */
  title: string;
  /** What an empty list tells the user to do next ("Add one with New"); searched and found nothing is said for every list. */
  emptyText: ReactNode;
  /** False for a table that chooses rather than lists (the employee picker): no Export. */
  exportable?: boolean;
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery) => Promise<Page<T>>;
  /** What a download reads instead of `fetchPage`, when the file needs more of each row than the screen's page holds (the dashboard's live columns). */
  fetchFilePage?: (query: ListQuery) => Promise<Page<T>>;
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
  /** How often the shown page is read again by itself, given the page (false: only when asked): a list the worker changes (deliveries). */
  refreshEvery?: (page: Page<T> | undefined) => number | false;
}

export const totalText = (from: number, to: number, total: number) => `Show ${from} to ${to} of ${total} entries`;

export const DATA_TABLE_TEXTS = {
  download: 'Download',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  noMatch: (search: string) => `Nothing matches “${search}”. Try fewer letters, or clear the search to see every entry.`,
};

/**
 * The shared table (spec §2 "Shared table behaviour"): paged, sorted and searched on the server,
 * 10/25/50/100 per page (10 by default), a column show/hide tree remembered per table, optional
 * checkbox selection, and 'Show X to Y of N entries'.
 */
export function DataTable<T extends object>({ tableId, title, emptyText, exportable = true, queryKey, fetchPage, fetchFilePage, columns, rowKey, selectedKeys, onSelectionChange, selectable, rowLabel, toolbar, defaultSort, onRowsShown, refreshEvery }: DataTableProps<T>) {
  const [query, setQuery] = useState<ListQuery>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, ...defaultSort });
  const { hidden, setHidden } = useColumnVisibility(tableId, columns.filter((c) => c.defaultHidden).map((c) => c.key));
  const result = useQuery({ queryKey: [...queryKey, query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData, refetchInterval: refreshEvery ? (q) => refreshEvery(q.state.data) : false });
  const page = result.data;
  useEffect(() => onRowsShown?.(page?.items ?? []), [page]);
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  // The columns as the user chose them: the table shows these, and a download holds these.
  const visible = columns.filter((c) => !hidden.includes(c.key));

  // The file holds what the table shows: its columns as chosen, every row its search, sort and filters select.
  const exportAs = async (format: ListFileFormat) => {
    const key = `export-${tableId}`;
    setExporting(true);
    try {
      const file = await listFile({
        title,
        format,
        today: dayjs().format('YYYY-MM-DD'),
        columns: visible,
        fetchPage: fetchFilePage ?? fetchPage,
        query,
        onProgress: (read, of) => message.loading({ key, content: LIST_EXPORT_TEXTS.reading(read, of), duration: 0 }),
      });
      saveFile(file.blob, file.fileName);
      message.success({ key, content: LIST_EXPORT_TEXTS.done(file.rows) });
    } catch (error) {
      message.error({ key, content: messageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  const shown: TableProps<T>['columns'] = visible.map((c) => ({
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
        <Space wrap>
          <Input.Search allowClear placeholder="Search" aria-label="Search" className={styles.tableSearch} onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search: search.trim() || undefined }))} />
          {exportable && (
          <Dropdown
            trigger={['click']}
            disabled={exporting}
            menu={{
              items: [
                { key: 'csv', label: DATA_TABLE_TEXTS.csv },
                { key: 'xlsx', label: DATA_TABLE_TEXTS.xlsx },
              ],
              onClick: ({ key }) => void exportAs(key as ListFileFormat),
            }}
          >
            <Button icon={<DownloadOutlined />} loading={exporting}>
              {DATA_TABLE_TEXTS.download}
            </Button>
          </Dropdown>
          )}
          <Popover trigger="click" placement="bottomRight" content={chooser}>
            <IconButton icon={<SettingOutlined />} label="Columns" />
          </Popover>
        </Space>
      </Flex>
      <Table<T>
        size="middle"
        rowKey={rowKey}
        loading={result.isFetching}
        columns={shown}
        dataSource={page?.items ?? []}
        // A list wider than the screen (a phone) scrolls inside its own box, never the page (issue 31 §3):
        // by CSS, not antd's scroll.x, whose hidden measuring row is focusable (axe: aria-hidden-focus).
        className={styles.tableScroll}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.search ? DATA_TABLE_TEXTS.noMatch(query.search) : emptyText} /> }}
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
