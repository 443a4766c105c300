import { CheckOutlined, CloseOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import styles from './kit.module.css';

/** The mark of a record the system made (a public holiday, a default pay type), named by its tooltip. */
export function SystemDefaultMark({ title }: { title: string }) {
  return (
    <Tooltip title={title}>
      <SafetyCertificateOutlined aria-label={title} className={styles.primaryMark} />
    </Tooltip>
  );
}

/** A switch shown in a list: a green tick or a grey cross, read out as '<label>: yes' or 'no'. */
export const YesNoIcon = ({ on, label }: { on: boolean; label: string }) =>
  on ? <CheckOutlined aria-label={`${label}: yes`} className={styles.primaryMark} /> : <CloseOutlined aria-label={`${label}: no`} className={styles.mutedMark} />;
