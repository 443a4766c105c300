import { UsergroupAddOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../api/query-roots';
import { Alert, App, Button, Card, Col, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { claimOpenShift, keys, useMyOpenShifts } from './api';
import styles from './me.module.css';

/**
 * Her home's open shifts (ADR 0078): the shifts published without an employee that fit her, to claim;
 * one she claimed waits for her manager. Shown only when there are any.
 */
export function OpenShiftsCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const shifts = useMyOpenShifts();
  const [claiming, setClaiming] = useState<string | null>(null);
  if (!shifts.error && !shifts.data?.length) return null;

  async function claim(id: string) {
    setClaiming(id);
    try {
      message.success((await claimOpenShift(id)).message);
      // Hers at once (first come): her next shifts and hours read it.
      await queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.timesheets });
    } catch (error) {
      message.error(messageOf(error, 'The shift was not claimed.'));
    } finally {
      setClaiming(null);
      await queryClient.invalidateQueries({ queryKey: keys.openShifts });
    }
  }

  return (
    <Col xs={24} lg={12}>
      <Card size="small" title={<span><UsergroupAddOutlined /> Open shifts</span>} aria-label="Open shifts">
        {shifts.error && <Alert type="info" showIcon message={messageOf(shifts.error)} />}
        <List
          size="small"
          dataSource={shifts.data ?? []}
          renderItem={(s) => (
            <List.Item
              actions={[
                s.claimed ? (
                  <Tag key="claimed">Waiting for approval</Tag>
                ) : (
                  <Button key="claim" type="primary" size="small" loading={claiming === s.id} disabled={!!claiming} onClick={() => void claim(s.id)} aria-label={`Claim ${dayjs(s.date).format('ddd D MMM')} ${s.startTime}`}>
                    Claim
                  </Button>
                ),
              ]}
            >
              <div>
                <div>
                  <span className={styles.day}>{dayjs(s.date).format('ddd D MMM')}</span> {`${s.startTime} – ${s.endTime}${s.endsNextDay ? ' (+1)' : ''}`}
                </div>
                <Typography.Text type="secondary">{[s.labelName, s.positionName, s.note].filter(Boolean).join(' · ')}</Typography.Text>
              </div>
            </List.Item>
          )}
        />
      </Card>
    </Col>
  );
}
