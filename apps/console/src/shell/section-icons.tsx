import {
  BarChartOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SmileOutlined,
  SwapOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export const SECTION_ICONS: Record<string, ReactNode> = {
  me: <SmileOutlined />,
  customer: <CustomerServiceOutlined />,
  'my-company': <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  timesheet: <ClockCircleOutlined />,
  schedules: <CalendarOutlined />,
  'leave-requests': <FileTextOutlined />,
  report: <BarChartOutlined />,
  'import-export': <SwapOutlined />,
  tools: <ToolOutlined />,
  settings: <SettingOutlined />,
  profile: <UserOutlined />,
  support: <QuestionCircleOutlined />,
  people: <TeamOutlined />,
};
