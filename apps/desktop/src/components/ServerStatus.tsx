/**
 * What the screen shows while the server cannot be reached (decision 0019): a banner in place of trust in
 * the figures, which stay dimmed until the server answers again. Unreachable means a call got no
 * answer (isUnreachable) or the system reports no network (TanStack Query's onlineManager); any
 * answer of the server, even an error, means it is back.
 */
import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isUnreachable } from '../api-errors';

/** How often the screen's queries are retried while the server cannot be reached. */
const RETRY_MS = 5_000;

/** False from a call that got no answer (or while the system is offline) until the next answer. */
function useServerReachable(): boolean {
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState(true);
  const online = useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
  );
  useEffect(() => {
    const settled = (action: { type: string; error?: unknown }) => {
      if (action.type === 'success') setAnswering(true);
      else if (action.type === 'error') setAnswering(!isUnreachable(action.error));
    };
    const queries = queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && settled(event.action));
    const mutations = queryClient.getMutationCache().subscribe((event) => event?.type === 'updated' && settled(event.action));
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
  useEffect(() => {
    if (answering) return;
    const timer = setInterval(() => void queryClient.refetchQueries({ type: 'active' }), RETRY_MS);
    return () => clearInterval(timer);
  }, [answering, queryClient]);
  return answering && online;
}

/** `children` (a screen), under a banner and dimmed while the server cannot be reached. */
export function ServerStatus({ children }: { children: ReactNode }) {
  const reachable = useServerReachable();
  const queryClient = useQueryClient();
  return (
    <>
      {!reachable && (
        <Alert color="orange" title="Cannot reach the server" mb="md" role="alert" data-testid="offline-banner" pos="sticky" top={72} style={{ zIndex: 2 }}>
          <Group justify="space-between">
            <Text size="sm">The figures below may be out of date. Retrying every few seconds; check the server and your connection.</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => void queryClient.refetchQueries({ type: 'active' })}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Box data-stale={!reachable || undefined} style={reachable ? undefined : { opacity: 0.35, filter: 'grayscale(1)' }}>
        {children}
      </Box>
    </>
  );
}
