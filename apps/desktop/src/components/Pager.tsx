/** Server-side pagination under a list: page N of M and the total. */
import { Group, Pagination, Text } from '@mantine/core';
import { formatQuantity } from '../format';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
}

/** The pager; moving to another page scrolls the screen back to the top of the list (issue 19). */
export function Pager({ page, totalPages, total, onChange }: PagerProps) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {formatQuantity(total)} in total
      </Text>
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
