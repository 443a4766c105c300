import { CloseCircleOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, JOB_TEXTS, JOBS_IMPORTED_FROM, JOBS_SYNCED_FROM, jobsComeFromIntegration, Resource, type ThirdPartyTypeId } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan, useCompanySettings } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { closeJobs, keys, type WorkCodeKind as Kind, type WorkCodeRow as Row, workCodeList } from './api';
import { ImportJobsModal } from './ImportJobsModal';
import { SyncJobsButton } from './SyncJobsButton';
import { WorkCodeModal } from './WorkCodeModal';
import { IconButton } from '../../ui/IconButton';

const LISTS = {
  job: { title: 'Jobs', key: keys.jobs },
  task: { title: 'Tasks', key: keys.tasks },
} as const;

/**
 * Jobs and Tasks (document 2 §2): Code, Name, Punch Code, Status and edit, a Search by status and
 * New. Jobs also have row selection and Close of the selected ones; tasks have neither. The
 * buttons follow the company's integration (docs/decisions/0036-jobs-import-and-sync.md): MYOB
 * Advanced has Sync Jobs (Sync on tasks), AX and SAP Import, and neither they nor WorkflowMax New.
 */
export function WorkCodesPage<K extends Kind>({ kind }: { kind: K }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Row<K> | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const settings = useCompanySettings();
  const integration = settings.data?.thirdPartyType?.id as ThirdPartyTypeId | undefined;
  const list = LISTS[kind];
  const refresh = () => queryClient.invalidateQueries({ queryKey: list.key });
  // An import or a sync changes jobs and tasks together.
  const refreshBoth = () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.jobs }), queryClient.invalidateQueries({ queryKey: keys.tasks })]);
  const closing = kind === 'job' && can(Resource.Job, Action.Update);
  const creating = can(Resource.Job, Action.Create) && settings.isSuccess;
  const syncing = creating && !!integration && JOBS_SYNCED_FROM.includes(integration);
  const importable = creating && kind === 'job' && !!integration && JOBS_IMPORTED_FROM.includes(integration);

  async function close() {
    try {
      const reply = await closeJobs(selected);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success(JOB_TEXTS.closed);
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, JOB_TEXTS.closeFailed));
    }
    await refresh();
  }

  const columns: DataColumn<Row<K>>[] = [
    { key: 'code', title: 'Code', sortable: true },
    { key: 'name', title: 'Name', sortable: true },
    { key: 'punchCode', title: 'Punch Code', render: (r) => r.punchCode ?? '' },
    { key: 'active', title: 'Status', sortable: true, render: (r) => <StatusTag active={r.active} /> },
    { key: 'action', inFile: false, title: 'Action', render: (r) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${r.code}`} onClick={() => setEditing(r)} tip="Edit" /> },
  ];
  return (
    <Card>
      <PageTitle>{list.title}</PageTitle>
      <DataTable<Row<K>>
        tableId={list.key[0]}
        title={list.title}
        emptyText={`No ${list.title.toLowerCase()} to show. Add one with New${syncing ? ', sync them,' : ''} or choose another status.`}
        {...workCodeList(kind, status)}
        columns={columns}
        rowKey={(r) => r.id}
        selectedKeys={closing ? selected : undefined}
        onSelectionChange={closing ? setSelected : undefined}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {creating && !jobsComeFromIntegration(integration) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
            {syncing && <SyncJobsButton label={kind === 'job' ? 'Sync Jobs' : 'Sync'} onSynced={() => void refreshBoth()} />}
            {importable && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                Import
              </Button>
            )}
            {closing && (
              <Popconfirm title={JOB_TEXTS.closeConfirm} okText="Yes" cancelText="No" onConfirm={close} disabled={!selected.length}>
                <Button icon={<CloseCircleOutlined />} disabled={!selected.length}>
                  Close
                </Button>
              </Popconfirm>
            )}
          </>
        }
      />
      {importing && (
        <ImportJobsModal
          onClose={(imported) => {
            setImporting(false);
            if (imported) void refreshBoth();
          }}
        />
      )}
      {editing && (
        <WorkCodeModal
          editing={{ kind, record: editing } as Parameters<typeof WorkCodeModal>[0]['editing']}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}
