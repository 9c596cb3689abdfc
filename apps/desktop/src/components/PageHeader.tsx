/** A screen's title with its actions on the right. */
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2}>{title}</Title>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
