/**
 * The bill of materials dialog's form (decision 0023 point 9): the bill's type, its components
 * (a product and whole base units per unit each) and the labour one unit adds, saved whole with
 * PUT /api/products/{id}/bill-of-materials (products:update).
 */
import { Button, CloseButton, Group, NumberInput, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { ProductSelect } from '../../components/RecordSelect';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../trpc';

type BillOfMaterials = RouterOutputs['billsOfMaterials']['get'];
type BillType = RouterInputs['billsOfMaterials']['put']['type'];

/**
 * Labels of the bill types the API takes (its enum, `type` of the PUT body). Partial on purpose: a
 * type the server adds (a kit) shows and saves as the server names it until it is labelled here,
 * which also offers it for new bills; nothing here assumes assembly is the only one.
 */
const billTypeLabels: { [T in BillType]?: string } = { assembly: 'Assembly (built by assembly orders)' };

/** A bill type in words: its label, else the server's name for it. */
export const billTypeLabel = (type: string) => billTypeLabels[type as BillType] ?? type;

/** The type picker's options: every labelled type of the API's, and the bill's own type whatever it is. */
const billTypeOptions = (current: string | undefined) => [...new Set([...Object.keys(billTypeLabels), ...(current ? [current] : [])])].map((value) => ({ value, label: billTypeLabel(value) }));

const newComponent = (productId: string | null = null, quantity: string | number = '') => ({ key: randomId(), productId, quantity });

/** The form's values for `bill` (one empty component line for a new one). */
const initialValues = (bill: BillOfMaterials | null) => ({
  type: (bill?.type ?? Object.keys(billTypeLabels)[0] ?? null) as string | null,
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
  const submit = form.onSubmit((values) =>
    put.mutate({
      id: productId,
      type: (values.type ?? '') as BillType,
      labourCost: values.labourCost === '' ? undefined : Number(values.labourCost),
      components: values.components.map((component) => ({ productId: component.productId ?? '', quantity: Number(component.quantity) })),
    }),
  );
  const lines = form.values.components;
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={put.isPending} submitLabel="Save bill of materials">
      <Select label="Type" required allowDeselect={false} data={billTypeOptions(bill?.type)} {...form.getInputProps('type')} />
      <Text fw={500} size="sm">
        Components of one unit
      </Text>
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" wrap="nowrap">
          <ProductSelect label={`Component ${index + 1}`} required style={{ flex: 1 }} {...form.getInputProps(`components.${index}.productId`)} />
          <NumberInput
            label={`Quantity ${index + 1}`}
            description="Base units per unit"
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
      <NumberInput
        label="Labour cost per unit"
        description="Labour and overhead one unit adds to its components' cost; empty: none"
        min={0}
        decimalScale={2}
        allowNegative={false}
        {...form.getInputProps('labourCost')}
      />
    </DialogForm>
  );
}
