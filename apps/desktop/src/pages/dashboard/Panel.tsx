/** A titled card holding one block of the dashboard (a chart or a table), a region named by its title. */
import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card with `title` above `children`. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
