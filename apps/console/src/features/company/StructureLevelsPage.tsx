import { useQueryClient } from '@tanstack/react-query';
import { Action, LEVELS, Resource, StructureLevelRow } from '@timekeep/contracts';
import { App, Button, Card, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/http';
import { keys as authKeys, useCan } from '../../auth/api';
import { BlockSelect, LimitedInput } from '../../ui/inputs';
import { textProblem } from '../../ui/validation';
import { PageTitle } from '../../ui/PageTitle';
import { keys, saveStructureLevels, useStructureLevels } from './api';
import { keys as structureKeys, useTimezones } from '../structure/api';
import styles from './StructurePage.module.css';

const LAST_LEVEL = LEVELS[LEVELS.length - 1];
/** The server's limit on a level's name (company.controller). */
const NAME_MAX = 50;
const nameProblem = (row: StructureLevelRow) => textProblem(`The ${row.level} name`, NAME_MAX, row.labelName);

/** Structure Settings (document 3 §2): each level's name, default time zone and switch; the last level stays on. */
export function StructureLevelsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const timezones = useTimezones();
  const levels = useStructureLevels();
  const [rows, setRows] = useState<StructureLevelRow[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRows(levels.data ?? []), [levels.data]);
  const mayEdit = can(Resource.Settings, Action.Update);
  const edit = (id: string, change: Partial<StructureLevelRow>) => setRows((current) => current.map((r) => (r.id === id ? { ...r, ...change } : r)));

  async function save() {
    const problem = rows.map(nameProblem).find(Boolean);
    if (problem) {
      message.error(problem);
      return;
    }
    setSaving(true);
    try {
      const reply = await saveStructureLevels(rows.map(({ id, labelName, timeZone, isActive }) => ({ id, labelName: labelName ?? '', timeZone: timeZone ?? '', isActive })));
      // Document 3 §8 has two failures: the server answered and did not take the change ('update'),
      // or the call itself failed ('save', unless the server said why).
      if (reply.message !== 'success') {
        message.error('Failed to update Company Structure.');
        return;
      }
      message.success('Company Structure is saved successfully.');
      await Promise.all([keys.levels, authKeys.companySettings, structureKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      message.error(messageOf(error, 'Failed to save Company Structure.'));
    } finally {
      setSaving(false);
    }
  }

  const confirm = () =>
    modal.confirm({ title: 'Do you really want to save it?', content: 'The node of company profiles has been changed. This operation is not recoverable.', okText: 'OK', cancelText: 'Cancel', onOk: save });

  return (
    <Card>
      <PageTitle>Company Structure</PageTitle>
      <Table<StructureLevelRow>
        rowKey="id"
        loading={levels.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: 'Level', dataIndex: 'level', width: 140 },
          {
            title: 'Name',
            render: (_, row) => <LimitedInput aria-label={`${row.level} name`} value={row.labelName} max={NAME_MAX} status={nameProblem(row) ? 'error' : undefined} title={nameProblem(row) ?? undefined} disabled={!mayEdit} onChange={(e) => edit(row.id, { labelName: e.target.value })} />,
          },
          {
            title: 'Time Zone',
            render: (_, row) => (
              <BlockSelect
                aria-label={`${row.level} time zone`}
                showSearch
                allowClear
                disabled={!mayEdit}
                value={row.timeZone || undefined}
                placeholder="The company's time zone"
                options={(timezones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
                onChange={(value?: string) => edit(row.id, { timeZone: value ?? '' })}
              />
            ),
          },
          {
            title: 'On/Off',
            width: 100,
            render: (_, row) => <Switch aria-label={`${row.level} on`} checked={row.isActive} disabled={!mayEdit || row.level === LAST_LEVEL} onChange={(isActive) => edit(row.id, { isActive })} />,
          },
        ]}
      />
      {mayEdit && (
        <Button type="primary" className={styles.levelsSave} loading={saving} disabled={!rows.length} onClick={confirm}>
          Save
        </Button>
      )}
    </Card>
  );
}
