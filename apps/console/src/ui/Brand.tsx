import { ClockCircleFilled } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { PRIMARY_COLOR } from '../app/theme';

export function Brand({ compact = false }: { compact?: boolean }) {
  if (compact) return <ClockCircleFilled style={{ color: PRIMARY_COLOR, fontSize: 22 }} aria-label="Timekeep" />;
  return (
    <Space size={10} align="center">
      <ClockCircleFilled style={{ color: PRIMARY_COLOR, fontSize: 30 }} />
      <Typography.Title level={3} style={{ margin: 0, fontWeight: 700 }}>
        Timekeep
      </Typography.Title>
    </Space>
  );
}
