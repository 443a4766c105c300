import { Layout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { Brand } from '../../ui/Brand';
import accounts from './accounts.module.css';
import styles from './AuthLayout.module.css';

/**
 * The two auth layouts of the spec: plain (Login, Account Recovery) and banded (role select,
 * Reset Password). Forms are 420px wide.
 */
export function AuthLayout({ banded = false }: { banded?: boolean }) {
  return (
    <Layout className={banded ? `${styles.page} ${styles.banded}` : styles.page}>
      <div className={styles.column}>
        <Brand />
        <div className={styles.card}>
          <Outlet />
        </div>
        <span className={styles.footer}>© {new Date().getFullYear()} Timekeep. All rights reserved.</span>
      </div>
    </Layout>
  );
}

export function BackToLogin({ to = ROUTES.login }: { to?: string }) {
  return (
    <div className={accounts.backToLogin}>
      <Link to={to}>Back to login</Link>
    </div>
  );
}
