import { Card, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotificationSettings } from '../messages/NotificationSettings';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSettingForm } from './ProfileSettingForm';

export function ProfilePage() {
  const navigate = useNavigate();
  const path = useLocation().pathname;
  const tab = path.endsWith('/password') ? 'password' : path.endsWith('/notifications') ? 'notifications' : 'info';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/profile/${key}`)}
        items={[
          { key: 'info', label: 'Profile Setting', children: <ProfileSettingForm /> },
          { key: 'password', label: 'Change Password', children: <ChangePasswordForm /> },
          { key: 'notifications', label: 'Notifications', children: <NotificationSettings /> },
        ]}
      />
    </Card>
  );
}
