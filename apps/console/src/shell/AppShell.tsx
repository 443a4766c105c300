import { DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Layout, Menu, Space, Spin } from 'antd';
import type { MenuItem } from '@timekeep/contracts';
import { lazy, ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { ROUTES } from '../shared/paths';
import { useMenu, useProfile } from '../auth/api';
import { offered } from '../auth/menu';
import { session } from '../api/session';
import { MessagesBell } from '../features/messages/MessagesBell';
import { pictureUrl } from '../features/pictures/api';
import { Brand } from '../ui/Brand';
import { DEFAULT_MENU } from './default-menu';
import { DepartmentFilter } from './DepartmentFilter';
import { crumbNames, entryOf, isKnownPath, trail } from './navigation';
import { SECTION_ICONS } from './section-icons';
import styles from './AppShell.module.css';

/** Said rarely: loaded when needed, so the first script does not carry the result pictures (issue 31 §4). */
const NoAccessPage = lazy(() => import('../ui/ResultPage').then((m) => ({ default: m.NoAccessPage })));
const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

const SUPPORT = 'support';

function toMenuItems(sections: MenuItem[]) {
  return sections.map((section) => ({
    key: section.key,
    icon: SECTION_ICONS[section.key],
    label: section.name,
    // Folded, a section opens beside the column: a long one (Settings) scrolls within the window rather than running below it.
    popupClassName: styles.flyout,
    children: section.menuItems.map((entry) => ({ key: entry.path ?? entry.key, label: entry.name })),
  }));
}

/** A folded section opens beside its icon and moves up as far as the window needs (its height is capped in CSS), instead of running below it. */
const FLYOUT_PLACEMENTS = { rightTop: { points: ['tl', 'tr'], overflow: { adjustX: 1, shiftY: true } } };

/** antd's xxl breakpoint, where the Sider's `breakpoint="xxl"` unfolds it. */
const SIDER_UNFOLDS_AT = 1600;
/** Below antd's sm breakpoint (a phone held upright) the menu is a drawer, not a side column. */
const PHONE = '(max-width: 575px)';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the media query holds, from the first paint and as the window changes. */
function useMedia(query: string): boolean {
  const [holds, setHolds] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const changed = () => setHolds(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return holds;
}

/**
 * Header, left menu (server list, default before it arrives), breadcrumbs, content, footer. The
 * content is the route's screen (or `children`, for a page outside the route tree), shown once the
 * server's menu offers the screen's entry: a screen it does not offer says so instead of asking the
 * API for what it would be refused.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  const served = useMenu();
  const menu = served.data ?? DEFAULT_MENU;
  const handle = useMatches().at(-1)?.handle;
  const entry = entryOf(handle);
  // Folded from the first paint below the Sider's breakpoint (antd's xxl), not unfolded and then
  // folded once its breakpoint is told: a menu that moves under a pointer already on its way to it
  // opens nothing (a sign-in straight to the Report menu on a laptop did so). A folded menu opens
  // its sections as popups, so it starts with none open: the current section's would cover the page.
  const [collapsed, setCollapsed] = useState(() => !matches(`(min-width: ${SIDER_UNFOLDS_AT}px)`));
  // On a phone the whole page is the screen's: the menu opens over it from the header's button.
  const phone = useMedia(PHONE);
  const [drawer, setDrawer] = useState(false);
  // The drawer's code is fetched when it is first opened, and kept for the closing animation after.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (!session.isSignedIn()) return <Navigate to={ROUTES.login} replace />;

  const go = ({ key }: { key: string }) => {
    setDrawer(false);
    if (isKnownPath(key)) navigate(key);
    else window.location.assign(key);
  };
  const main = menu.filter((s) => s.key !== SUPPORT);
  const support = menu.filter((s) => s.key === SUPPORT);
  const crumbs = trail(menu, location.pathname, entry);
  // Until the menu arrives a screen waits; should it not arrive, the API's own checks still stand.
  const content = children ?? <Outlet />;
  const screen = !entry || served.isError ? content : !served.data ? <Spin /> : offered(served.data, entry).length ? content : (
    <Suspense fallback={<Spin />}>
      <NoAccessPage />
    </Suspense>
  );
  const openSection = crumbs[0]?.key;
  const selected = [crumbs[1]?.path ?? location.pathname];
  const person = profile.data;

  return (
    <Layout className={styles.root}>
      {phone ? (
        drawerWanted && (
          <Suspense fallback={null}>
            <MenuDrawer open={drawer} onClose={() => setDrawer(false)}>
              <nav aria-label="Menu" className={styles.drawerNav}>
                <Menu mode="inline" items={toMenuItems(main)} selectedKeys={selected} defaultOpenKeys={openSection ? [openSection] : []} onClick={go} className={styles.menu} />
                <Menu mode="inline" items={toMenuItems(support)} selectedKeys={selected} onClick={go} className={styles.support} />
              </nav>
            </MenuDrawer>
          </Suspense>
        )
      ) : (
        <Layout.Sider theme="light" width={232} collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="xxl" collapsedWidth={48} className={styles.sider}>
          <div className={styles.siderInner}>
            <div className={styles.brand}>{collapsed ? <Brand compact /> : <Brand />}</div>
            <Menu mode="inline" items={toMenuItems(main)} selectedKeys={selected} defaultOpenKeys={openSection && !collapsed ? [openSection] : []} onClick={go} className={styles.menu} builtinPlacements={FLYOUT_PLACEMENTS} />
            <Menu mode="inline" items={toMenuItems(support)} selectedKeys={selected} onClick={go} className={styles.support} />
          </div>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          {phone && <Button type="text" icon={<MenuOutlined />} aria-label="Open the menu" aria-expanded={drawer} onClick={() => (setDrawerWanted(true), setDrawer(true))} className={styles.menuButton} />}
          {/* Plain text, not antd's Typography: that would bring its editor into the first script (issue 31 §4). */}
          <strong className={styles.company}>{person?.companyName ?? ''}</strong>
          <Space size={16}>
            <DepartmentFilter />
            <MessagesBell />
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
                  { key: 'logout', icon: <LogoutOutlined />, label: 'Sign Out' },
                ],
                onClick: ({ key }) => navigate(key === 'profile' ? ROUTES.profile : ROUTES.logout),
              }}
            >
              {/* Its name starts with the name it shows (WCAG 2.5.3: what a voice user reads out must work). */}
              <Button type="text" className={styles.user} aria-label={person ? `${person.firstName} ${person.lastName}, user menu` : 'User menu'}>
                <Avatar size={28} src={pictureUrl(person?.avatarFileName)} icon={<UserOutlined />} />
                <span className={styles.userName}>{person ? `${person.firstName} ${person.lastName}` : ''}</span>
                <DownOutlined className={styles.userMenuArrow} />
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Breadcrumb
            className={styles.breadcrumb}
            items={[{ title: <Link to={ROUTES.home}>Home</Link> }, ...crumbNames(menu, location.pathname, handle).map((name) => ({ title: name }))]}
          />
          {screen}
        </Layout.Content>
        <Layout.Footer className={styles.footer}>Copyright © {new Date().getFullYear()} Timekeep. All rights reserved.</Layout.Footer>
      </Layout>
    </Layout>
  );
}
