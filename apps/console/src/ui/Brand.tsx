import { ClockCircleFilled } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import styles from './kit.module.css';

export function Brand({ compact = false }: { compact?: boolean }) {
  if (compact) return <ClockCircleFilled className={styles.brandIconCompact} aria-label="Timekeep" />;
  return (
    <Space size={10} align="center">
      <ClockCircleFilled className={styles.brandIcon} />
      <Typography.Title level={3} className={styles.brandName}>
        Timekeep
      </Typography.Title>
    </Space>
  );
}
