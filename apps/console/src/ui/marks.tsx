import { CheckOutlined, CloseOutlined, SafetyCertificateOutlined, WarningFilled } from '@ant-design/icons';
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

/** A compliance warning's triangle: amber when it warns, red when a rule blocks. Decoration: what it means is said beside it. */
export const WarningIcon = ({ blocking }: { blocking: boolean }) => <WarningFilled aria-hidden className={blocking ? styles.blockingMark : styles.warningMark} />;

/** Compliance warnings (a roster row's week): the triangle, focusable, named by `label`, its sentences in the tooltip. */
export function WarningsMark({ texts, blocking, label }: { texts: readonly string[]; blocking: boolean; label: string }) {
  return (
    <Tooltip
      title={
        <ul className={styles.warningList}>
          {texts.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      }
    >
      <span role="img" tabIndex={0} aria-label={label} className={styles.warningsMark}>
        <WarningIcon blocking={blocking} />
        {texts.length}
      </span>
    </Tooltip>
  );
}
