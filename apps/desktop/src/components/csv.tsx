/**
 * CSV export and import of a list (decision 0017's REST routes, decision 0019's screens). Neither is a
 * procedure: an export streams text/csv and an import posts a file, so both go through the
 * session's `fetchApi` with its bearer token. An export downloads through a Blob link, which works
 * alike in a browser and in Electron.
 */
import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ErrorBody } from '@stockroom/api';
import { errorMessage } from '../api-errors';
import { useSession } from '../session';
import { attachmentName } from './attachment';
import { notifySuccess } from './feedback';

/** A list's filters as query parameters; undefined values are left out. */
export type CsvQuery = Record<string, string | number | boolean | null | undefined>;

/** What a failed import or export answered: the error envelope's body (one made of the status when it carried none). */
class CsvRequestError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
  }
}

/** The server's message for a failed CSV request, or why none came. */
const csvErrorMessage = (error: unknown) => (error instanceof CsvRequestError ? error.message : errorMessage(error));

/** The query string of `query` (without undefined or empty values), with a leading `?` when any. */
function queryString(query: CsvQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The envelope of a JSON answer: `data` on success; throws CsvRequestError with the server's error otherwise. */
async function envelopeData<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: T; error?: ErrorBody } | null;
  if (response.ok && body?.success) return body.data as T;
  throw new CsvRequestError(body?.error ?? ({ code: 'INTERNAL_ERROR', message: `The server answered ${response.status} ${response.statusText}`.trim() } as ErrorBody));
}

interface CsvExportButtonProps {
  /** The export route under /api, e.g. "/products/export". */
  path: string;
  /** The list's current filters (paging is ignored). */
  query: CsvQuery;
  size?: 'xs' | 'sm';
}

/** "Export CSV": downloads the list for `query` under the file name the server offers (`<list>-<date>.csv`). */
export function CsvExportButton({ path, query, size = 'sm' }: CsvExportButtonProps) {
  const { fetchApi } = useSession();
  const download = useMutation({
    mutationFn: async () => {
      const response = await fetchApi(`${path}${queryString({ ...query, format: 'csv' })}`);
      if (!response.ok) await envelopeData(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(response, 'export.csv');
      link.click();
      // The click has handed the Blob to the download; the URL is not needed after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Could not export', message: csvErrorMessage(error) }),
  });
  return (
    <Button variant="default" size={size} loading={download.isPending} onClick={() => download.mutate()}>
      Export CSV
    </Button>
  );
}

/** One failing cell of an import: the row as a spreadsheet numbers it (header = 1), the column, the message. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** The per-row errors of an import's VALIDATION_ERROR (`rows.<row>.<column>` → messages), in row order. */
export function rowErrors(body: ErrorBody): RowError[] {
  const details = (body.details ?? {}) as Record<string, string | string[]>;
  return Object.entries(details)
    .flatMap(([key, messages]) => {
      const match = /^rows\.(\d+)\.(.+)$/.exec(key);
      if (!match) return [];
      return (Array.isArray(messages) ? messages : [messages]).map((message) => ({ row: Number(match[1]), field: match[2]!, message }));
    })
    .sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
}

/** An import's answer: the counts of its rows (created, updated, changed, movements …). */
type ImportResult = { dryRun: boolean; rows: number } & Record<string, number | boolean>;

interface CsvImportButtonProps {
  /** The import route under /api, e.g. "/products/import". */
  path: string;
  /** The dialog's title, e.g. "Import products". */
  title: string;
  /** What the file holds, shown above the file picker. */
  help: string;
  /** Called after a real (not dry-run) import succeeded, to refresh the list. */
  onImported: () => void;
}

/** "Import CSV" and its dialog: choose a file, optionally a dry run; shows the counts or the rows that failed. */
export function CsvImportButton({ path, title, help, onImported }: CsvImportButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <Modal size="lg" opened={opened} onClose={() => setOpened(false)} title={title}>
        {opened && <CsvImportForm path={path} help={help} onImported={onImported} />}
      </Modal>
    </>
  );
}

function CsvImportForm({ path, help, onImported }: Omit<CsvImportButtonProps, 'title'>) {
  const { fetchApi } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const upload = useMutation({
    mutationFn: async ({ file: chosen, dryRun: check }: { file: File; dryRun: boolean }) => {
      const body = new FormData();
      body.set('file', chosen);
      return envelopeData<ImportResult>(await fetchApi(`${path}${queryString({ dryRun: check ? 'true' : undefined })}`, { method: 'POST', body }));
    },
    onSuccess: (result) => {
      if (result.dryRun) return;
      notifySuccess(`Imported ${result.rows} ${result.rows === 1 ? 'row' : 'rows'}`);
      onImported();
    },
  });
  const failure = upload.error instanceof CsvRequestError ? upload.error.body : null;
  const errors = failure ? rowErrors(failure) : [];
  return (
    <Stack>
      <Text size="sm">{help}</Text>
      <FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" clearable value={file} onChange={setFile} />
      <Checkbox label="Dry run: check every row, write nothing" checked={dryRun} onChange={(event) => setDryRun(event.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate({ file, dryRun })}>
          {dryRun ? 'Check file' : 'Import'}
        </Button>
      </Group>
      {upload.data && <ImportSummary result={upload.data} />}
      {upload.error && (
        <Alert color="red" title={csvErrorMessage(upload.error)} role="alert">
          {errors.length > 0 ? (
            <Table data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.map((error) => (
                  <Table.Tr key={`${error.row}:${error.field}:${error.message}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.field}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            'Nothing was written.'
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** The counts an import answered, e.g. "Dry run: 12 rows, created 2, updated 1, unchanged 9". */
function ImportSummary({ result }: { result: ImportResult }) {
  const { dryRun, rows, ...counts } = result;
  const parts = Object.entries(counts).map(([name, count]) => `${name} ${String(count)}`);
  return (
    <Alert color={dryRun ? 'blue' : 'teal'} title={dryRun ? 'Dry run: the file is valid, nothing was written' : 'Imported'} data-testid="import-result">
      {rows} {rows === 1 ? 'row' : 'rows'}: {parts.join(', ')}
    </Alert>
  );
}
