/**
 * The two manual stock writes, in a dialog (inventory:adjust): an adjustment (a signed change or a
 * counted quantity, with its reason) and a recorded stock movement (units in or out). Opened for a
 * given level, product and warehouse are fixed; opened from the header, they are picked.
 */
import { Modal, NumberInput, SegmentedControl, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { DialogForm, useFormSave } from '../../components/dialog-form';
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

/** The form values of the level written to: the target's, or none yet (picked in the form). */
const targetValues = (target?: StockTarget): TargetValues => ({ productId: target?.productId ?? null, warehouseId: target?.warehouseId ?? null });

/** The product and warehouse to send (empty when not picked, so the server names what is missing). */
const targetInput = (values: TargetValues) => ({ productId: values.productId ?? '', warehouseId: values.warehouseId ?? '' });

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

function AdjustStockForm({ target, onDone }: { target?: StockTarget; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      ...targetValues(target),
      mode: 'delta' as 'delta' | 'count',
      quantity: '' as string | number,
      countedQuantity: '' as string | number,
      reason: 'count' as AdjustmentReason | null,
      note: '',
    },
    validate: {
      // Sent alone, an empty count would leave the server naming the hidden change field.
      countedQuantity: (value, values) => (values.mode === 'count' && value === '' ? 'Counted quantity is required' : null),
    },
  });
  const save = useFormSave(form, useRefreshStock(), onDone, 'Stock adjusted');
  const adjust = useMutation(trpc.inventory.adjust.mutationOptions(save.options));
  const counting = form.values.mode === 'count';
  const submit = form.onSubmit((values) =>
    adjust.mutate({
      ...targetInput(values),
      ...(counting ? { countedQuantity: wholeNumber(values.countedQuantity) } : { quantity: wholeNumber(values.quantity) }),
      reason: values.reason as AdjustmentReason,
      note: values.note || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={adjust.isPending} submitLabel="Adjust stock">
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
      {/* A required choice: choosing the chosen reason again keeps it (decision 0019). */}
      <Select label="Reason" required allowDeselect={false} data={adjustmentReasons} {...form.getInputProps('reason')} />
      <Textarea label="Note" {...form.getInputProps('note')} />
    </DialogForm>
  );
}

function MovementForm({ target, onDone }: { target?: StockTarget; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      ...targetValues(target),
      type: 'in' as 'in' | 'out',
      quantity: '' as string | number,
      reason: '',
      note: '',
    },
  });
  const save = useFormSave(form, useRefreshStock(), onDone, 'Stock movement recorded');
  const record = useMutation(trpc.inventory.recordMovement.mutationOptions(save.options));
  const submit = form.onSubmit((values) =>
    record.mutate({
      ...targetInput(values),
      type: values.type,
      quantity: wholeNumber(values.quantity) as number,
      reason: values.reason,
      note: values.note || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={record.isPending} submitLabel="Record movement">
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
    </DialogForm>
  );
}
