import { SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ShiftTrade } from '@timekeep/contracts';
import { App, Button, Card, Col, List, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { messageOf } from '../../api/http';
import { QUERY_ROOTS } from '../../api/query-roots';
import { answerShiftTrade, keys, useMyShiftTrades } from './api';
import styles from './me.module.css';
import { tradedShiftText as shiftText } from './shift-texts';

const STATUS: Record<ShiftTrade['status'], { text: string; color?: string }> = {
  offered: { text: 'Offered', color: 'blue' },
  accepted: { text: 'Waiting for approval', color: 'gold' },
  approved: { text: 'Done', color: 'green' },
  declined: { text: 'Declined', color: 'red' },
  withdrawn: { text: 'Withdrawn' },
};

/**
 * Her offers and swaps (ADR 0079): those made to her, to accept or decline, and hers, with where
 * each stands (withdrawn while not done). Shown only when there are any.
 */
export function ShiftTradesCard({ employeeId }: { employeeId: string }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const trades = useMyShiftTrades();
  const [busy, setBusy] = useState<string | null>(null);
  const forMe = trades.data?.forMe ?? [];
  const mine = trades.data?.mine ?? [];
  if (!forMe.length && !mine.length) return null;

  async function answer(trade: ShiftTrade, what: 'accept' | 'decline' | 'withdraw') {
    setBusy(`${what}-${trade.id}`);
    try {
      message.success((await answerShiftTrade(trade.id, what)).message);
      // Done at once where no manager approves: her next shifts and hours read it.
      await queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.timesheets });
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: keys.trades });
    }
  }

  const item = (trade: ShiftTrade, actions: ReactNode[]) => (
    <List.Item actions={actions}>
      <div>
        <div>{trade.kind === 'swap' && trade.to ? `${shiftText(trade.from)} ⇄ ${shiftText(trade.to)}` : shiftText(trade.from)}</div>
        <Typography.Text type="secondary">
          {[trade.from.labelName, trade.kind === 'swap' ? `swap: ${trade.from.name} and ${trade.to?.name ?? ''}` : `offered by ${trade.from.name}`, trade.taker && trade.kind === 'offer' ? `taken by ${trade.taker.name}` : null].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
    </List.Item>
  );

  return (
    <Col xs={24} lg={12}>
      <Card size="small" title={<span><SwapOutlined /> Offers and swaps</span>} aria-label="Offers and swaps">
        {forMe.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>For you</Typography.Text>}
            dataSource={forMe}
            renderItem={(t) =>
              item(t, [
                <Space key="answer" className={styles.tradeActions}>
                  <Button type="primary" size="small" loading={busy === `accept-${t.id}`} disabled={!!busy} onClick={() => void answer(t, 'accept')} aria-label={`Accept ${shiftText(t.from)}`}>
                    Accept
                  </Button>
                  <Button size="small" loading={busy === `decline-${t.id}`} disabled={!!busy} onClick={() => void answer(t, 'decline')} aria-label={`Decline ${shiftText(t.from)}`}>
                    Decline
                  </Button>
                </Space>,
              ])
            }
          />
        )}
        {mine.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>Yours</Typography.Text>}
            dataSource={mine}
            renderItem={(t) =>
              item(t, [
                <Tag key="status" color={STATUS[t.status].color}>
                  {STATUS[t.status].text}
                </Tag>,
                ...(t.from.employeeId === employeeId && (t.status === 'offered' || t.status === 'accepted')
                  ? [
                      <Button key="withdraw" size="small" type="link" loading={busy === `withdraw-${t.id}`} disabled={!!busy} onClick={() => void answer(t, 'withdraw')} aria-label={`Withdraw ${shiftText(t.from)}`}>
                        Withdraw
                      </Button>,
                    ]
                  : []),
              ])
            }
          />
        )}
      </Card>
    </Col>
  );
}
