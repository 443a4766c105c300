import { WarningFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import styles from './kit.module.css';

/**
 * A screen that could not be drawn: its code failed to load (the network, a newer build) or it
 * broke. Laid out as the kit's result pages are (ResultPage), but without antd's Result, whose
 * pictures would sit in the first script every page waits for (issue 31 §4): this one must be
 * there before anything else can fail.
 */
export function ScreenFailedPage() {
  return (
    <Flex vertical align="center" gap={8} className={styles.screenFailed}>
      <WarningFilled className={styles.screenFailedIcon} />
      <h2 className={styles.screenFailedTitle}>This page could not be opened</h2>
      <p className={styles.screenFailedText}>Check the connection and reload the page. If it happens again, tell your administrators.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Flex>
  );
}
