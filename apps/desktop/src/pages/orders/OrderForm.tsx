/**
 * The new-order form both order kinds share: the party (an active supplier or customer), the
 * warehouse, an optional expected date, notes, and lines of product, quantity and unit cost / price.
 * A failed create shows the server's message above the form and its per-field messages at the fields.
 */
import { ActionIcon, Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api-errors';
import { ProductSelect, WarehouseSelect, type SupplierSelect } from '../../components/RecordSelect';

/** One line of the form. */
interface OrderLineValues {
  key: string;
  productId: string | null;
  quantity: number | string;
  /** Unit cost or unit price; '' leaves the product's own price to the server. */
  amount: number | string;
}

/** The form's values, before the section maps them to its create input. */
interface OrderFormValues {
  partyId: string | null;
  warehouseId: string | null;
  /** YYYY-MM-DD or ''. */
  expectedDate: string;
  notes: string;
  items: OrderLineValues[];
}

interface OrderFormProps {
  /** The party picker, its label ("Supplier") and the server's name of the field ("supplierId"). */
  party: { label: string; field: string; Select: typeof SupplierSelect };
  /** The unit amount's label ("Unit cost"), the server's field name ("unitCost"), its decimals and what an empty value means. */
  amount: { label: string; field: string; decimals: number; placeholder: string };
  withExpectedDate?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Creates the order; a rejection's server messages are shown on the form. */
  onSubmit: (values: OrderFormValues) => Promise<unknown>;
}

const newLine = (): OrderLineValues => ({ key: randomId(), productId: null, quantity: 1, amount: '' });

/** The new-order form; `onSubmit` gets the checked values. */
export function OrderForm({ party, amount, withExpectedDate, submitLabel, pending, onSubmit }: OrderFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrderFormValues>({
    initialValues: { partyId: null, warehouseId: null, expectedDate: '', notes: '', items: [newLine()] },
    validate: {
      partyId: (value) => (value ? null : `Choose a ${party.label.toLowerCase()}`),
      warehouseId: (value) => (value ? null : 'Choose a warehouse'),
      items: {
        productId: (value) => (value ? null : 'Choose a product'),
        quantity: (value) => (Number.isInteger(value) && Number(value) >= 1 ? null : 'Quantity must be at least 1'),
      },
    },
  });

  /** The server names fields `supplierId`, `items.0.unitCost`…; the form names them `partyId`, `items.0.amount`. */
  const formFieldOf = (serverField: string) =>
    serverField
      .split('.')
      .map((part) => (part === party.field ? 'partyId' : part === amount.field ? 'amount' : part))
      .join('.');

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      form.setErrors(Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, message]) => [formFieldOf(field), message])));
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, md: withExpectedDate ? 3 : 2 }}>
            <party.Select label={party.label} required activeOnly {...form.getInputProps('partyId')} />
            <WarehouseSelect label="Warehouse" required {...form.getInputProps('warehouseId')} />
            {withExpectedDate && <TextInput type="date" label="Expected date" {...form.getInputProps('expectedDate')} />}
          </SimpleGrid>
        </Card>
        <OrderLinesSection form={form} amount={amount} />
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's lines: product, quantity and unit amount each, with adding and removing lines. */
function OrderLinesSection({ form, amount }: { form: UseFormReturnType<OrderFormValues>; amount: OrderFormProps['amount'] }) {
  const lines = form.getValues().items;
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Lines
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th w={140}>Quantity</Table.Th>
            <Table.Th w={200}>{amount.label}</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={line.key}>
              <Table.Td>
                <ProductSelect aria-label={`Product of line ${i + 1}`} placeholder="Search by name or SKU" {...form.getInputProps(`items.${i}.productId`)} />
              </Table.Td>
              <Table.Td>
                <NumberInput aria-label={`Quantity of line ${i + 1}`} min={1} allowDecimal={false} allowNegative={false} {...form.getInputProps(`items.${i}.quantity`)} />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${amount.label} of line ${i + 1}`}
                  placeholder={amount.placeholder}
                  min={0}
                  decimalScale={amount.decimals}
                  allowNegative={false}
                  {...form.getInputProps(`items.${i}.amount`)}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${i + 1}`} disabled={lines.length === 1} onClick={() => form.removeListItem('items', i)}>
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {form.errors.items && (
        <Text c="red" size="sm" mt="xs">
          {form.errors.items}
        </Text>
      )}
      <Group mt="sm">
        <Button variant="default" size="xs" onClick={() => form.insertListItem('items', newLine())}>
          Add line
        </Button>
      </Group>
    </Card>
  );
}
