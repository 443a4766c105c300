import { useQueryClient } from '@tanstack/react-query';
import type { ShiftTrade } from '@timekeep/contracts';
import { Alert, App, Button, Drawer, Empty, Flex, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { decideShiftTrade, keys, useShiftTrades } from './api';
import styles from './roster.module.css';

const shiftText = (s: ShiftTrade['from']) => `${dayjs(s.date).format('ddd D MMM')} ${s.labelName ? `${s.labelName} ` : ''}${s.startTime}-${s.endTime}${s.endsNextDay ? ' (+1)' : ''}`;

/**
 * Offers and swaps (ours: docs/decisions/0079-offers-and-swaps.md): what employees within reach have
 * offered or proposed; one a colleague accepted waits for the planner's approval or decline.
 */
export function ShiftTradesDrawer({ open, mayEdit, onClose, onChanged }: { open: boolean; mayEdit: boolean; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const trades = useShiftTrades(open);
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(trade: ShiftTrade, decision: 'approve' | 'decline') {
    setBusy(`${decision}-${trade.id}`);
    try {
      message.success((await decideShiftTrade(trade.id, decision)).message);
      onChanged();
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: keys.trades });
    }
  }

  return (
    <Drawer open={open} onClose={onClose} title="Offers and Swaps" width={480}>
      {trades.error && <Alert type="error" showIcon message={messageOf(trades.error)} />}
      <List
        loading={trades.isLoading}
        dataSource={trades.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No offers or swaps waiting: employees offer a shift, or propose a swap, from their home." /> }}
        renderItem={(t) => (
          <List.Item aria-label={`${t.kind === 'swap' ? 'Swap' : 'Offer'} of ${t.from.name} ${shiftText(t.from)}`}>
            <Flex vertical gap={4} className={styles.openShiftBody}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>{t.kind === 'swap' ? 'Swap' : 'Offer'}</Typography.Text>
                <Tag color={t.status === 'accepted' ? 'gold' : 'blue'}>{t.status === 'accepted' ? (t.needsApproval ? 'Waiting for approval' : 'Accepted') : 'Offered'}</Tag>
              </Flex>
              <span>{`${t.from.name}: ${shiftText(t.from)}`}</span>
              {t.to && <span>{`${t.to.name}: ${shiftText(t.to)}`}</span>}
              <Typography.Text type="secondary">{t.kind === 'offer' ? (t.taker ? `Accepted by ${t.taker.name}` : `Offered to ${t.offered}`) : t.taker ? `${t.taker.name} accepted` : `Waiting for ${t.to?.name ?? ''}`}</Typography.Text>
              {mayEdit && t.status === 'accepted' && (
                <Space>
                  <Button size="small" type="primary" loading={busy === `approve-${t.id}`} disabled={!!busy} onClick={() => void decide(t, 'approve')}>
                    Approve
                  </Button>
                  <Button size="small" loading={busy === `decline-${t.id}`} disabled={!!busy} onClick={() => void decide(t, 'decline')}>
                    Decline
                  </Button>
                </Space>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
