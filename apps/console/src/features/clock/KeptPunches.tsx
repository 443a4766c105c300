import { Alert, List, Typography } from 'antd';
import { wallTimeIn } from '../../ui/workplace-time';
import styles from './clock.module.css';
import type { KeptPunch, SentPunch } from './offline-queue';

/**
 * What this device kept offline (ADR 0071): the punches waiting to be sent, and what became of the
 * last ones sent (recorded, or refused with the server's reason, which the person must act on).
 */
export function KeptPunches({ waiting, sent, timeZone }: { waiting: KeptPunch[]; sent: SentPunch[]; timeZone: string | undefined }) {
  if (!waiting.length && !sent.length) return null;
  return (
    <>
      {waiting.length > 0 && (
        <section className={styles.card} aria-label="Waiting to send">
          <Typography.Text strong>Waiting to send</Typography.Text>
          <List
            size="small"
            dataSource={waiting}
            renderItem={(kept) => (
              <List.Item aria-label={`${kept.direction} at ${wallTimeIn(timeZone, kept.recordedAt)}, waiting to send`}>
                {kept.direction} at {wallTimeIn(timeZone, kept.recordedAt)}
                {kept.fields.clockId ? ` · clock ID ${kept.fields.clockId}` : ''} · recorded offline
              </List.Item>
            )}
          />
        </section>
      )}
      {sent.length > 0 && (
        <section className={styles.card} aria-label="Sent from this device">
          <Typography.Text strong>Sent from this device</Typography.Text>
          {sent.map((outcome) =>
            'reply' in outcome ? (
              <Typography.Text key={outcome.kept.id}>
                {outcome.reply.direction} at {outcome.reply.local.slice(11, 16)} recorded for {outcome.reply.employeeName}
              </Typography.Text>
            ) : (
              <Alert key={outcome.kept.id} type="error" showIcon message={`${outcome.kept.direction} at ${wallTimeIn(timeZone, outcome.kept.recordedAt)} was not recorded: ${outcome.refused}`} />
            ),
          )}
        </section>
      )}
    </>
  );
}
