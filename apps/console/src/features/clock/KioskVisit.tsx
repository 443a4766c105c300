import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { CLOCK_KIOSK_TEXTS, VISITOR_NAME_MAX } from '@timekeep/contracts';
import type { ClockKiosk, KioskContentItem, KioskUserType } from '@timekeep/contracts';
import { useEffect } from 'react';
import { messageOf } from '../../api/http';
import { validated } from '../../ui/validation';
import { useClockArrival } from './api';
import styles from './clock.module.css';
import { kioskItemView } from './kiosk-item';
import { sanitiseHtml } from './sanitise-html';

/** How long the confirmation stays: long enough to watch the contents while waiting, then the clock is ready again. */
const CONFIRMATION_MS = 60_000;

function KioskItem({ item, index }: { item: KioskContentItem; index: number }) {
  const view = kioskItemView(item);
  if (!view) return null;
  if (view.show === 'html') return <div className={styles.kioskHtml} dangerouslySetInnerHTML={{ __html: sanitiseHtml(view.html) }} />;
  if (view.show === 'video') return <video className={styles.kioskVideo} src={view.src} controls playsInline preload="metadata" aria-label={`Video ${index + 1}`} />;
  return (
    <a href={view.href} target="_blank" rel="noopener noreferrer">
      {view.text}
    </a>
  );
}

/**
 * A visitor or contractor at the clock (ADR 0046): their kind's contents, then their name and whom
 * they came to see, and 'Let them know I'm here' mails that contact.
 */
export function KioskVisit({ kiosk, type, companyCode, onDone }: { kiosk: ClockKiosk; type: KioskUserType; companyCode: string; onDone: () => void }) {
  const [form] = Form.useForm<{ name: string; contactId: string }>();
  const arrival = useClockArrival();
  const label = kiosk.kioskUserTypeToLabelMap[type];
  const items = kiosk.kioskUserTypeToKioskContentsMap[type];

  useEffect(() => {
    if (!arrival.isSuccess) return;
    const timer = setTimeout(onDone, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [arrival.isSuccess, onDone]);

  const send = async () => {
    const fields = await validated(form);
    if (fields) arrival.mutate({ companyCode, type, ...fields }, { onSuccess: () => form.resetFields() });
  };

  return (
    <>
      <section className={styles.card} aria-label={label}>
        <div className={styles.visitHead}>
          <h2 className={styles.visitTitle}>{label}</h2>
          <Button onClick={onDone}>Back to the clock</Button>
        </div>
        {items.map((item, index) => (
          <KioskItem key={index} item={item} index={index} />
        ))}
      </section>

      <section className={styles.card} aria-label="Let them know you are here">
        {arrival.isSuccess ? (
          <>
            <Alert type="success" showIcon message={`We have let ${arrival.data.contactName} know you are here.`} />
            <Button type="primary" size="large" onClick={onDone}>
              Done
            </Button>
          </>
        ) : kiosk.contacts.length === 0 ? (
          <Typography.Text>Please ask at reception.</Typography.Text>
        ) : (
          <Form form={form} layout="vertical" requiredMark={false} onValuesChange={() => arrival.isError && arrival.reset()}>
            <Form.Item name="name" label="Your name" rules={[{ required: true, whitespace: true, message: CLOCK_KIOSK_TEXTS.nameRequired }, { max: VISITOR_NAME_MAX, message: CLOCK_KIOSK_TEXTS.nameTooLong }]}>
              <Input size="large" autoComplete="name" />
            </Form.Item>
            <Form.Item name="contactId" label="Who are you here to see?" rules={[{ required: true, message: CLOCK_KIOSK_TEXTS.chooseContact }]}>
              <Select size="large" showSearch optionFilterProp="label" options={kiosk.contacts.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
            {arrival.isError && <Alert className={styles.visitError} type="error" showIcon message={messageOf(arrival.error, CLOCK_KIOSK_TEXTS.notSent)} />}
            <Button type="primary" size="large" block loading={arrival.isPending} onClick={send}>
              Let them know I&apos;m here
            </Button>
          </Form>
        )}
      </section>
    </>
  );
}
