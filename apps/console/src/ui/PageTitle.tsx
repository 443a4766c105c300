import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './kit.module.css';

/** A screen's title at the top of its card (level 4; the home screen's is level 3). */
export function PageTitle({ level = 4, children }: { level?: 3 | 4; children: ReactNode }) {
  return (
    <Typography.Title level={level} className={styles.pageTitle}>
      {children}
    </Typography.Title>
  );
}
