/** Server-side pagination under a list: page N of M and the total. */
import { Group, Pagination, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
}

export function Pager({ page, totalPages, total, onChange }: PagerProps) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {total} in total
      </Text>
      {(totalPages > 1 || page > totalPages) && <Pagination value={page} total={Math.max(totalPages, page)} onChange={onChange} aria-label="Pages" />}
    </Group>
  );
}
