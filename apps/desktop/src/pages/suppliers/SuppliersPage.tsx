/** Suppliers: list with search and status, create and edit in a dialog (suppliers:manage); each opens its products. */
import { Anchor, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { AddressFields, addressValues, toOptionalAddress } from '../parties/AddressFields';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { statusListInput } from '../parties/filters';
import { PartiesPage } from '../parties/PartiesPage';
import { PartyFields, partyInput, partyValues } from '../parties/PartyFields';

type Supplier = RouterOutputs['suppliers']['get'];

/** Days as a number, or undefined when the field is empty. */
const days = (value: number | string) => (value === '' ? undefined : Number(value));

export function SuppliersPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<'search' | 'isActive'>();
  const listInput = statusListInput(filters);
  const list = useQuery({
    ...trpc.suppliers.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  return (
    <PartiesPage
      csv={{ path: '/suppliers', query: listInput }}
      title="Suppliers"
      noun="supplier"
      filters={filters}
      list={list}
      canManage={can('suppliers:manage')}
      columns={[
        { label: 'Contact', value: (supplier) => supplier.contactName ?? '—' },
        { label: 'Payment terms', value: (supplier) => `${supplier.paymentTermsDays} days` },
        { label: 'Lead time', value: (supplier) => (supplier.leadTimeDays === null ? '—' : `${supplier.leadTimeDays} days`) },
        {
          label: 'Products',
          value: (supplier) => (
            <Anchor component={Link} to={`/suppliers/${supplier.id}`} aria-label={`Products of ${supplier.name}`}>
              Products
            </Anchor>
          ),
        },
      ]}
      renderForm={(supplier, onDone) => <SupplierForm supplier={supplier} onDone={onDone} />}
    />
  );
}

function SupplierForm({ supplier, onDone }: { supplier?: Supplier; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      ...partyValues(supplier),
      contactName: supplier?.contactName ?? '',
      paymentTermsDays: supplier?.paymentTermsDays ?? ('' as number | string),
      currency: supplier?.currency ?? '',
      leadTimeDays: supplier?.leadTimeDays ?? ('' as number | string),
      address: addressValues(supplier?.address),
    },
  });
  const save = useFormSave(form, trpc.suppliers.pathFilter(), onDone, supplier ? 'Supplier updated successfully' : 'Supplier created successfully');
  const create = useMutation(trpc.suppliers.create.mutationOptions(save.options));
  const update = useMutation(trpc.suppliers.update.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = {
      ...partyInput(values),
      contactName: values.contactName || null,
      paymentTermsDays: days(values.paymentTermsDays),
      currency: values.currency.toUpperCase() || undefined,
      leadTimeDays: days(values.leadTimeDays) ?? null,
      address: toOptionalAddress(values.address),
    };
    if (supplier) update.mutate({ id: supplier.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending}>
      <PartyFields form={form}>
        <TextInput label="Contact name" {...form.getInputProps('contactName')} />
        <SimpleGrid cols={3}>
          <NumberInput label="Payment terms (days)" min={0} allowDecimal={false} {...form.getInputProps('paymentTermsDays')} />
          <TextInput label="Currency" placeholder="e.g. USD" maxLength={3} {...form.getInputProps('currency')} />
          <NumberInput label="Lead time (days)" min={0} allowDecimal={false} {...form.getInputProps('leadTimeDays')} />
        </SimpleGrid>
        <AddressFields form={form} path="address" legend="Address" />
      </PartyFields>
    </DialogForm>
  );
}
