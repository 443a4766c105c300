import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './kit.module.css';

/**
 * A secret the product made, shown the one time it exists in the clear (a webhook's signing secret,
 * an OAuth client's secret): a warning that it is not shown again, each value with a copy button,
 * and no way to close it but Done, so a click beside it does not lose the secret.
 */
export function SecretOnceModal({ title, warning, values, children, onDone }: { title: string; warning: string; values: Array<{ label: string; value: string }>; children?: ReactNode; onDone: () => void }) {
  return (
    <Modal
      open
      title={title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      }
    >
      <Alert type="warning" showIcon message={warning} />
      <Descriptions className={styles.secret} column={1} layout="vertical" size="small">
        {values.map(({ label, value }) => (
          <Descriptions.Item key={label} label={label}>
            <Typography.Text className={styles.secretValue} copyable={{ text: value, tooltips: [`Copy the ${label.toLowerCase()}`, 'Copied'] }} code>
              {value}
            </Typography.Text>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {children && (
        <Typography.Paragraph className={styles.secretNote} type="secondary">
          {children}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
