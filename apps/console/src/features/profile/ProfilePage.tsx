import { Card, Grid, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotificationSettings } from '../messages/NotificationSettings';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSettingForm } from './ProfileSettingForm';

export function ProfilePage() {
  const navigate = useNavigate();
  const path = useLocation().pathname;
  const tab = path.endsWith('/password') ? 'password' : path.endsWith('/notifications') ? 'notifications' : 'info';
  // On a phone the three full names overflow the tab bar, and antd then puts a "more" button
  // inside the tablist, where only tabs may be (axe's aria-required-children, ADR 0072): short names fit.
  const wide = Grid.useBreakpoint().sm ?? true;
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/profile/${key}`)}
        items={[
          { key: 'info', label: wide ? 'Profile Setting' : 'Profile', children: <ProfileSettingForm /> },
          { key: 'password', label: wide ? 'Change Password' : 'Password', children: <ChangePasswordForm /> },
          { key: 'notifications', label: 'Notifications', children: <NotificationSettings /> },
        ]}
      />
    </Card>
  );
}
