/**
 * The create/edit dialogs of the supplier, customer, warehouse and user screens: a form with the
 * server's message above the fields and its per-field errors at the fields, and on success the
 * server's message as a toast, the section's queries invalidated and the dialog closed.
 */
import { Alert, Button, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { notifySuccess } from '../../components/feedback';
import { showServerErrors } from '../../components/forms';

/** Mutation callbacks for `form`: toast, invalidate `filter` and `onDone()` on success; server errors on the form otherwise. */
export function useFormSave<V>(form: UseFormReturnType<V>, filter: QueryFilters, onDone: () => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const options = {
    onMutate: () => setFailure(null),
    onSuccess: (result: { message?: string }) => {
      notifySuccess(result.message ?? 'Saved');
      void queryClient.invalidateQueries(filter);
      onDone();
    },
    onError: (error: unknown) => setFailure(showServerErrors(form, error)),
  };
  return { failure, options };
}

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's message of the last failed save. */
  failure: string | null;
  saving: boolean;
  children: ReactNode;
}

/** A dialog's form: failure alert, the fields, Save. */
export function DialogForm({ onSubmit, failure, saving, children }: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure && <Alert color="red">{failure}</Alert>}
        {children}
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
