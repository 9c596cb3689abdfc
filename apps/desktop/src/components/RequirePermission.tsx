/** Renders `children` only for a user holding `permission`; others see why not (the server refuses them too). */
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession, type Permission } from '../session';

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useSession();
  if (can(permission)) return <>{children}</>;
  return (
    <Alert color="yellow" title="Insufficient permissions">
      Your role does not give access to this screen.
    </Alert>
  );
}
