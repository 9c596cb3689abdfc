/**
 * Loading, error and empty states for a query, in one place: every list and detail screen renders
 * its data through this.
 */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api-errors';

interface QueryViewProps<T> {
  query: UseQueryResult<T, unknown>;
  /** When true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's text, e.g. "No products match these filters." */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, isEmpty, empty = 'Nothing here yet.', children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl" data-testid="loading">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="empty">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
