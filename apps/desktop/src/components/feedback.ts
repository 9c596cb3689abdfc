/** Success and failure toasts for mutations (Mantine notifications). */
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api-errors';

/** Shows `message` as a success toast. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: 'Done', message });
}

/** Shows the server's message for `error` (or `fallback` before it) as an error toast. */
export function notifyError(error: unknown, fallback?: string): void {
  notifications.show({ color: 'red', title: fallback ?? 'Something went wrong', message: errorMessage(error) });
}
