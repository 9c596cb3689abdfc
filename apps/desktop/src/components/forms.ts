/** Showing a failed mutation on a Mantine form: the server's per-field messages at their fields. */
import type { UseFormReturnType } from '@mantine/form';
import { errorMessage, fieldErrors } from '../api-errors';

/**
 * Puts the VALIDATION_ERROR details of `error` on `form`'s fields (field names as the server names
 * them) and returns the server's message for the form-level alert.
 */
export function showServerErrors<T>(form: UseFormReturnType<T>, error: unknown): string {
  form.setErrors(fieldErrors(error));
  return errorMessage(error);
}
