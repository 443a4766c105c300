import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WORKING_DAY_CHOICES, type WorkingDayChoice, type WorkingDays as Choices } from '@timekeep/contracts';
import { App, Button, Col, Divider, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { BlockSelect } from '../../ui/inputs';
import { fetchWorkingDays, keys, saveWorkingDays } from './api';
import styles from './people.module.css';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CHOICE_LABELS: Record<WorkingDayChoice, string> = { auto: 'By roster and pattern', yes: 'Working day', no: 'Not a working day' };

/**
 * The weekdays her agreement settles (issue 32, ADR 0074): under a condition set that decides public
 * holidays by the look-back, a holiday on a weekday set here is, or is not, an otherwise working day
 * for her whatever her roster and pattern say. Saved on its own; her open pay periods follow it.
 */
export function WorkingDays({ employeeId, editable }: { employeeId: string; editable: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: keys.workingDays(employeeId), queryFn: () => fetchWorkingDays(employeeId) });
  const [days, setDays] = useState<Choices | null>(null);
  const [saving, setSaving] = useState(false);
  const current = days ?? stored.data?.workingDays ?? null;

  async function save() {
    if (!days) return;
    setSaving(true);
    try {
      await saveWorkingDays(employeeId, { workingDays: days, version: stored.data?.version });
      message.success('Working days are saved successfully.');
      setDays(null);
      await queryClient.invalidateQueries({ queryKey: keys.workingDays(employeeId) });
    } catch (error) {
      message.warning(messageOf(error, 'Failed to save working days.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Divider orientation="left">Otherwise working days</Divider>
      <Typography.Paragraph type="secondary">
        Where her agreement says which weekdays she works, a public holiday on them is decided so; otherwise her roster and the days she worked before decide (the pay conditions&apos; look-back).
      </Typography.Paragraph>
      {current && (
        <Form layout="vertical" component="div">
          <Row gutter={12}>
            {WEEKDAYS.map((name, i) => (
              <Col key={name} xs={24} sm={12} md={8} xl={6}>
                <Form.Item label={name}>
                  <BlockSelect<WorkingDayChoice>
                    aria-label={`${name}: otherwise working day`}
                    disabled={!editable}
                    value={current[i]}
                    options={WORKING_DAY_CHOICES.map((c) => ({ value: c, label: CHOICE_LABELS[c] }))}
                    onChange={(choice) => setDays(current.map((c, n) => (n === i ? choice : c)))}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      )}
      {editable && (
        <Space className={styles.employmentTypeButtons} wrap>
          <Button type="primary" loading={saving} disabled={days === null} onClick={() => void save()}>
            Save Working Days
          </Button>
        </Space>
      )}
    </>
  );
}
