/**
 * The bill of materials dialog's form (decision 0023 point 9): the bill's type (an assembly, built
 * by assembly orders, or a kit, sold as one and shipped as its components), its components (a
 * product and whole base units per unit each) and, for an assembly, the labour one unit adds (a
 * kit's is 0), saved whole with PUT /api/products/{id}/bill-of-materials (products:update).
 */
import { Button, CloseButton, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { ProductSelect } from '../../components/RecordSelect';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../trpc';

type BillOfMaterials = RouterOutputs['billsOfMaterials']['get'];
type BillType = RouterInputs['billsOfMaterials']['put']['type'];

/** The bill types the API takes (its enum, `type` of the PUT body), as the type choice names them. */
const billTypeOptions: { value: BillType; label: string }[] = [
  { value: 'assembly', label: 'Assembly' },
  { value: 'kit', label: 'Kit' },
];

/** What each type means, under the choice and on the product's page. */
export const billTypeMeanings: Record<BillType, string> = {
  assembly: 'Built from its components in the warehouse by assembly orders, then stocked and sold.',
  kit: 'Sold as one product, picked and shipped as its components: no stock of its own, no labour.',
};

/** A bill type in a word ("Kit"), else the server's name for it. */
export const billTypeLabel = (type: string) => billTypeOptions.find((option) => option.value === type)?.label ?? type;

const newComponent = (productId: string | null = null, quantity: string | number = '') => ({ key: randomId(), productId, quantity });

/** The form's values for `bill` (one empty component line for a new one). */
const initialValues = (bill: BillOfMaterials | null) => ({
  type: bill?.type ?? ('assembly' as BillType),
  labourCost: (bill?.labourCost ?? '') as string | number,
  components: bill ? bill.components.map((component) => newComponent(component.productId, component.quantity)) : [newComponent()],
});

/**
 * Adds or edits the bill of materials of product `productId` (its current `bill`, or null for a new
 * one) and saves the whole list with PUT /api/products/{id}/bill-of-materials; the server's
 * refusals (a component that is the product, listed twice, inactive; a circular bill, 409) show at
 * their fields or above them. Decision 0023 point 9.
 */
export function BillOfMaterialsForm({ productId, bill, onDone }: { productId: string; bill: BillOfMaterials | null; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({ initialValues: initialValues(bill) });
  const save = useFormSave(form, trpc.billsOfMaterials.pathFilter(), onDone, 'Bill of materials saved');
  const put = useMutation(trpc.billsOfMaterials.put.mutationOptions(save.options));
  const typeLabelId = useId();
  const kit = form.values.type === 'kit';
  const submit = form.onSubmit((values) =>
    put.mutate({
      id: productId,
      type: values.type,
      // A kit has no labour: it is never built (the server refuses any other figure).
      labourCost: values.type === 'kit' ? 0 : values.labourCost === '' ? undefined : Number(values.labourCost),
      components: values.components.map((component) => ({ productId: component.productId ?? '', quantity: Number(component.quantity) })),
    }),
  );
  const lines = form.values.components;
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={put.isPending} submitLabel="Save bill of materials">
      <Stack gap={4}>
        <Text fw={500} size="sm" id={typeLabelId}>
          Type
        </Text>
        <SegmentedControl aria-labelledby={typeLabelId} data={billTypeOptions} value={form.values.type} onChange={(type) => form.setFieldValue('type', type as BillType)} />
        <Text size="xs" c="dimmed">
          {billTypeMeanings[form.values.type]}
        </Text>
        {form.errors.type && (
          <Text size="xs" c="red">
            {form.errors.type}
          </Text>
        )}
      </Stack>
      <Text fw={500} size="sm">
        {kit ? 'Components of one kit' : 'Components of one unit'}
      </Text>
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" wrap="nowrap">
          <ProductSelect label={`Component ${index + 1}`} required style={{ flex: 1 }} {...form.getInputProps(`components.${index}.productId`)} />
          <NumberInput
            label={`Quantity ${index + 1}`}
            description={kit ? 'Base units per kit' : 'Base units per unit'}
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            w={140}
            {...form.getInputProps(`components.${index}.quantity`)}
          />
          <CloseButton aria-label={`Remove component ${index + 1}`} mt={42} disabled={lines.length === 1} onClick={() => form.removeListItem('components', index)} />
        </Group>
      ))}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('components', newComponent())}>
          Add component
        </Button>
      </Group>
      {!kit && (
        <NumberInput
          label="Labour cost per unit"
          description="Labour and overhead one unit adds to its components' cost; empty: none"
          min={0}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('labourCost')}
        />
      )}
    </DialogForm>
  );
}
