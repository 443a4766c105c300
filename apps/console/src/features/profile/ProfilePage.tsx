import { Card, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSettingForm } from './ProfileSettingForm';

export function ProfilePage() {
  const navigate = useNavigate();
  const tab = useLocation().pathname.endsWith('/password') ? 'password' : 'info';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/profile/${key}`)}
        items={[
          { key: 'info', label: 'Profile Setting', children: <ProfileSettingForm /> },
          { key: 'password', label: 'Change Password', children: <ChangePasswordForm /> },
        ]}
      />
    </Card>
  );
}
