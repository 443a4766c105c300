import type { MyShift } from '@timekeep/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Modal, Radio, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { keys, proposeShiftTrade, useSwapChoices } from './api';
import { dayText, myShiftText, tradedShiftText } from './shift-texts';

/**
 * One of her shifts to come, offered to the colleagues it fits or swapped for a named colleague's
 * (ADR 0079). The colleague accepts, her manager approves where the employer says; the rules are
 * checked when she sends it, and a refusal says whose rule and which.
 */
export function ShiftTradeModal({ shift, onClose }: { shift: MyShift; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'offer' | 'swap'>('offer');
  const [choice, setChoice] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const choices = useSwapChoices(shift, kind === 'swap');
  // Only a swap names a colleague's shift: one chosen and then left by choosing Offer sends an offer.
  const chosen = kind === 'swap' ? choices.data?.find((c) => `${c.employeeId}|${c.date}|${c.sectionId}` === choice) : undefined;

  async function send() {
    setSending(true);
    setRefusal(undefined);
    try {
      const form = chosen
        ? { kind: 'swap' as const, date: shift.date, sectionId: shift.sectionId, withEmployeeId: chosen.employeeId, withDate: chosen.date, withSectionId: chosen.sectionId }
        : { kind: 'offer' as const, date: shift.date, sectionId: shift.sectionId };
      message.success((await proposeShiftTrade(form)).message);
      await queryClient.invalidateQueries({ queryKey: keys.trades });
      onClose();
    } catch (error) {
      setRefusal(messageOf(error, kind === 'swap' ? 'The swap was not proposed.' : 'The shift was not offered.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title="Offer or swap this shift"
      okText={kind === 'swap' ? 'Propose swap' : 'Offer'}
      okButtonProps={{ disabled: kind === 'swap' && !chosen, loading: sending }}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text strong>{`${dayText(shift.date)} ${myShiftText(shift)}${shift.positionName ? ` · ${shift.positionName}` : ''}`}</Typography.Text>
        <Radio.Group value={kind} onChange={(e) => { setKind(e.target.value as 'offer' | 'swap'); setChoice(undefined); setRefusal(undefined); }}>
          <Space direction="vertical">
            <Radio value="offer">Offer it to the colleagues who can take it</Radio>
            <Radio value="swap">Swap it for a colleague’s shift</Radio>
          </Space>
        </Radio.Group>
        {kind === 'offer' ? (
          <Typography.Text type="secondary">Your colleagues who can take it are told; it stays yours until one accepts it (and your manager approves, where they do).</Typography.Text>
        ) : (
          <>
            <Select
              aria-label="Colleague’s shift"
              placeholder="Choose a colleague’s shift"
              showSearch
              optionFilterProp="label"
              style={{ width: '100%' }}
              loading={choices.isLoading}
              value={choice}
              onChange={(value: string) => { setChoice(value); setRefusal(undefined); }}
              notFoundContent={choices.isLoading ? <Spin size="small" /> : choices.isError ? messageOf(choices.error) : 'No colleague of your position has a shift to swap in the next two weeks.'}
              options={(choices.data ?? []).map((c) => ({
                value: `${c.employeeId}|${c.date}|${c.sectionId}`,
                label: `${tradedShiftText(c)}${c.labelName ? ` ${c.labelName}` : ''} · ${c.name}`,
              }))}
            />
            <Typography.Text type="secondary">Your colleague is asked; the shifts change places once they accept (and your manager approves, where they do).</Typography.Text>
          </>
        )}
        {refusal && <Alert type="error" showIcon message={refusal} />}
      </Space>
    </Modal>
  );
}
