/** Server-side pagination under a list: page N of M and the total. */
import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatQuantity } from '../format';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
  /** Shown beside the total (a list's export). */
  children?: ReactNode;
}

/** The pager; moving to another page scrolls the screen back to the top of the list (decision 0019). */
export function Pager({ page, totalPages, total, onChange, children }: PagerProps) {
  return (
    <Group justify="space-between" mt="md">
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {formatQuantity(total)} in total
        </Text>
        {children}
      </Group>
      {(totalPages > 1 || page > totalPages) && (
        <Pagination
          value={page}
          total={Math.max(totalPages, page)}
          onChange={(next) => {
            onChange(next);
            window.scrollTo({ top: 0 });
          }}
          aria-label="Pages"
        />
      )}
    </Group>
  );
}
