import { ClockCircleFilled } from '@ant-design/icons';
import { Space, theme } from 'antd';
import styles from './kit.module.css';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  if (compact) return <ClockCircleFilled className={styles.brandIconCompact} aria-label="Timekeep" />;
  return (
    <Space size={10} align="center">
      <ClockCircleFilled className={styles.brandIcon} />
      {/* A plain heading in the theme's level-3 size, not antd's Typography: that would bring its text editor into the first script (issue 31 §4). */}
      <h3 className={styles.brandName} style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>
        Timekeep
      </h3>
    </Space>
  );
}
