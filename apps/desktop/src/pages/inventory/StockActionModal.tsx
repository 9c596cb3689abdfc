/**
 * The two manual stock writes, in a dialog (inventory:adjust): an adjustment (a signed change or a
 * counted quantity, with its reason) and a recorded stock movement (units in or out). Opened for a
 * given level, product and warehouse are fixed; opened from the header, they are picked.
 */
import { Alert, Button, Modal, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../components/feedback';
import { showServerErrors } from '../../components/forms';
import { ProductSelect, WarehouseSelect } from '../../components/RecordSelect';
import { useTRPC, type RouterInputs } from '../../trpc';
import { useRefreshStock } from './inventory-data';

/** The product and warehouse of an inventory level. */
export interface StockTarget {
  productId: string;
  sku: string;
  productName: string;
  warehouseId: string;
  warehouseCode: string;
}

/** Which write the dialog is open for, and for which level (none: product and warehouse are picked). */
export interface StockAction {
  kind: 'adjust' | 'movement';
  target?: StockTarget;
}

type AdjustmentReason = RouterInputs['inventory']['adjust']['reason'];
const adjustmentReasons: { value: AdjustmentReason; label: string }[] = [
  { value: 'count', label: 'Stock count' },
  { value: 'correction', label: 'Correction' },
  { value: 'damage', label: 'Damage' },
  { value: 'loss', label: 'Loss' },
  { value: 'theft', label: 'Theft' },
  { value: 'found', label: 'Found' },
  { value: 'other', label: 'Other' },
];

/** A number field's value as the API takes it (empty: left out, so the server names what is missing). */
const wholeNumber = (value: string | number) => (value === '' ? undefined : Number(value));

/** The dialog for `action` (closed when null). */
export function StockActionModal({ action, onClose }: { action: StockAction | null; onClose: () => void }) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action?.kind === 'movement' ? 'Record stock movement' : 'Adjust stock'}>
      {action?.kind === 'adjust' && <AdjustStockForm target={action.target} onDone={onClose} />}
      {action?.kind === 'movement' && <MovementForm target={action.target} onDone={onClose} />}
    </Modal>
  );
}

interface TargetValues {
  productId: string | null;
  warehouseId: string | null;
}

/** The level written to: fixed text for a given target, else product and warehouse pickers. */
function TargetFields<T extends TargetValues>({ target, form }: { target?: StockTarget; form: UseFormReturnType<T> }) {
  if (target) {
    return (
      <Text size="sm">
        {target.sku} · {target.productName} in {target.warehouseCode}
      </Text>
    );
  }
  return (
    <>
      <ProductSelect label="Product" required {...form.getInputProps('productId')} />
      <WarehouseSelect label="Warehouse" required {...form.getInputProps('warehouseId')} />
    </>
  );
}

/** Sends the form, then refreshes stock views, toasts the server's message and closes; failures go on the form. */
function useStockMutation<T>(form: UseFormReturnType<T>, onDone: () => void) {
  const refresh = useRefreshStock();
  const [failure, setFailure] = useState<string | null>(null);
  const options = {
    onMutate: () => setFailure(null),
    onSuccess: (result: { message?: string }) => {
      notifySuccess(result.message ?? 'Saved');
      refresh();
      onDone();
    },
    onError: (error: unknown) => setFailure(showServerErrors(form, error)),
  };
  return { failure, options };
}

function AdjustStockForm({ target, onDone }: { target?: StockTarget; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      productId: target?.productId ?? null,
      warehouseId: target?.warehouseId ?? null,
      mode: 'delta' as 'delta' | 'count',
      quantity: '' as string | number,
      countedQuantity: '' as string | number,
      reason: 'count' as AdjustmentReason | null,
      note: '',
    },
  });
  const { failure, options } = useStockMutation(form, onDone);
  const adjust = useMutation(trpc.inventory.adjust.mutationOptions(options));
  const counting = form.values.mode === 'count';
  const submit = form.onSubmit((values) =>
    adjust.mutate({
      productId: values.productId ?? '',
      warehouseId: values.warehouseId ?? '',
      ...(counting ? { countedQuantity: wholeNumber(values.countedQuantity) } : { quantity: wholeNumber(values.quantity) }),
      reason: values.reason as AdjustmentReason,
      note: values.note || undefined,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && <Alert color="red">{failure}</Alert>}
        <TargetFields target={target} form={form} />
        <SegmentedControl
          aria-label="Adjust by"
          data={[
            { value: 'delta', label: 'Change on hand by' },
            { value: 'count', label: 'Set to counted quantity' },
          ]}
          {...form.getInputProps('mode')}
        />
        {counting ? (
          <NumberInput label="Counted quantity" required min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('countedQuantity')} />
        ) : (
          <NumberInput label="Change" description="Positive adds units on hand, negative removes them" required allowDecimal={false} {...form.getInputProps('quantity')} />
        )}
        <Select label="Reason" required data={adjustmentReasons} {...form.getInputProps('reason')} />
        <Textarea label="Note" {...form.getInputProps('note')} />
        <Button type="submit" loading={adjust.isPending}>
          Adjust stock
        </Button>
      </Stack>
    </form>
  );
}

function MovementForm({ target, onDone }: { target?: StockTarget; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      productId: target?.productId ?? null,
      warehouseId: target?.warehouseId ?? null,
      type: 'in' as 'in' | 'out',
      quantity: '' as string | number,
      reason: '',
      note: '',
    },
  });
  const { failure, options } = useStockMutation(form, onDone);
  const record = useMutation(trpc.inventory.recordMovement.mutationOptions(options));
  const submit = form.onSubmit((values) =>
    record.mutate({
      productId: values.productId ?? '',
      warehouseId: values.warehouseId ?? '',
      type: values.type,
      quantity: wholeNumber(values.quantity) as number,
      reason: values.reason,
      note: values.note || undefined,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && <Alert color="red">{failure}</Alert>}
        <TargetFields target={target} form={form} />
        <SegmentedControl
          aria-label="Direction"
          data={[
            { value: 'in', label: 'In (receive units)' },
            { value: 'out', label: 'Out (issue units)' },
          ]}
          {...form.getInputProps('type')}
        />
        <NumberInput label="Quantity" required min={1} allowDecimal={false} allowNegative={false} {...form.getInputProps('quantity')} />
        <TextInput label="Reason" required placeholder="e.g. Opening balance, sample, return" {...form.getInputProps('reason')} />
        <Textarea label="Note" {...form.getInputProps('note')} />
        <Button type="submit" loading={record.isPending}>
          Record movement
        </Button>
      </Stack>
    </form>
  );
}
