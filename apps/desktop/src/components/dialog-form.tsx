/**
 * The forms of the app's dialogs (create/edit of categories, suppliers, customers, warehouses and
 * users; the stock writes and transfers): a form with the server's message above the fields and its
 * per-field errors at the fields, and on success a toast, the affected queries refreshed and the
 * dialog closed.
 */
import { Alert, Button, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import { notifySuccess } from './feedback';
import { showServerErrors } from './forms';

/**
 * Mutation callbacks for `form`: the toast `success`, refresh (invalidate the queries `refresh`
 * filters, or call it) and `onDone()` on success; server errors on the form otherwise.
 */
export function useFormSave<V>(form: UseFormReturnType<V>, refresh: QueryFilters | (() => void), onDone: () => void, success: string) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const options = {
    onMutate: () => setFailure(null),
    onSuccess: () => {
      notifySuccess(success);
      if (typeof refresh === 'function') refresh();
      else void queryClient.invalidateQueries(refresh);
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
  /** The submit button's label ("Save" unless given). */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * A dialog's form: failure alert, the fields, the submit button. A failed save brings its error into
 * view (decision 0019: a tall dialog's alert or field error may be scrolled away from the submit button):
 * the first field the server named, else the alert.
 */
export function DialogForm({ onSubmit, failure, saving, submitLabel = 'Save', children }: DialogFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failure) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid ?? formRef.current?.querySelector<HTMLElement>('[data-dialog-failure]');
    target?.scrollIntoView({ block: 'center' });
    invalid?.focus({ preventScroll: true });
  }, [failure]);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" data-dialog-failure>
            {failure}
          </Alert>
        )}
        {children}
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
