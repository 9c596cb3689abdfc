/**
 * The signed-in frame: sidebar of the sections the user may open, header with the user and sign out,
 * and the app-wide keys (decision 0019): `?` lists the shortcuts, Alt+W opens the work queue.
 */
import { AppShell, Badge, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { desktop } from './bridge';
import { ServerStatus } from './components/ServerStatus';
import { sections } from './navigation';
import { HeaderScanBox } from './scanning/HeaderScanBox';
import { ShortcutsOverlay } from './scanning/ShortcutsOverlay';
import { useCurrentUser, useSession } from './session';

export function AppLayout() {
  const { can, signOut, serverUrl } = useSession();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useHotkeys([['alt+W', () => can('orders:read') && void navigate('/work'), { usePhysicalKeys: true }]], []);
  const version = useQuery({ queryKey: ['app-version'], queryFn: () => desktop.appVersion(), staleTime: Infinity });
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={3}>Stockroom</Title>
          <HeaderScanBox />
          <Group gap="sm">
            <Text size="sm" data-testid="current-user">
              {user.name} · {user.email}
            </Text>
            <Badge variant="light">{user.role}</Badge>
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label="Sections">
            {sections
              .filter((section) => can(section.permission))
              .map((section) => (
                <NavLink
                  key={section.path}
                  component={RouterLink}
                  to={section.path}
                  label={section.label}
                  active={pathname === section.path || pathname.startsWith(`${section.path}/`)}
                />
              ))}
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="dimmed" px="sm">
            {serverUrl} · v{version.data ?? ''}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <ServerStatus>
          <Outlet />
        </ServerStatus>
      </AppShell.Main>
      <ShortcutsOverlay />
    </AppShell>
  );
}
