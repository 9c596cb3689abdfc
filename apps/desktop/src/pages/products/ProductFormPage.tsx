/**
 * Creating and editing a product: the SPEC 4.4 form operations createProduct and updateProduct. The
 * server validates; its per-field messages show at the fields and the form reports "Failed to create
 * product" / "Failed to update product" (or "Authentication required" / "Insufficient permissions").
 */
import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiErrorBody } from '../../api-errors';
import { notifySuccess } from '../../components/feedback';
import { showServerErrors } from '../../components/forms';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { CategorySelect } from '../../components/RecordSelect';
import { useDefaultCostingMethod } from '../../components/useBaseCurrency';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../trpc';
import { costingMethodLabels } from './costing';

type Product = RouterOutputs['products']['get'];
type UnitOfMeasure = Product['unitOfMeasure'];
type CostingMethod = Product['costingMethod'];
type ProductInput = RouterInputs['products']['create'];

const units: { value: UnitOfMeasure; label: string }[] = [
  { value: 'piece', label: 'Piece' },
  { value: 'kg', label: 'Kilogram' },
  { value: 'liter', label: 'Liter' },
  { value: 'meter', label: 'Meter' },
  { value: 'box', label: 'Box' },
  { value: 'pack', label: 'Pack' },
];

const costingMethods = Object.entries(costingMethodLabels).map(([value, label]) => ({ value, label }));

interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  categoryId: string | null;
  brand: string;
  unitOfMeasure: UnitOfMeasure;
  /** Null on a new product until chosen: the server's COSTING_METHOD then applies. */
  costingMethod: CostingMethod | null;
  costPrice: number | string;
  sellingPrice: number | string;
  minStockLevel: number | string;
  maxStockLevel: number | string;
  barcode: string;
}

function formValuesOf(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    categoryId: product?.categoryId ?? null,
    brand: product?.brand ?? '',
    unitOfMeasure: product?.unitOfMeasure ?? 'piece',
    costingMethod: product?.costingMethod ?? null,
    costPrice: product?.costPrice ?? '',
    sellingPrice: product?.sellingPrice ?? '',
    minStockLevel: product?.minStockLevel ?? '',
    maxStockLevel: product?.maxStockLevel ?? '',
    barcode: product?.barcode ?? '',
  };
}

/** An empty number field is left out (required prices) or cleared (optional levels). */
const numberOf = (value: number | string) => (value === '' ? undefined : Number(value));

/** The camelCase product body (SPEC 2.1) for the form's values. */
function inputOf(values: ProductFormValues): ProductInput {
  return {
    name: values.name,
    sku: values.sku,
    description: values.description || null,
    categoryId: values.categoryId ?? undefined,
    brand: values.brand || null,
    unitOfMeasure: values.unitOfMeasure,
    costingMethod: values.costingMethod ?? undefined,
    costPrice: numberOf(values.costPrice),
    sellingPrice: numberOf(values.sellingPrice),
    minStockLevel: numberOf(values.minStockLevel) ?? null,
    maxStockLevel: numberOf(values.maxStockLevel) ?? null,
    barcode: values.barcode || null,
  };
}

/** The fields of `values` that differ from `product`'s (an update sends only those). */
function changesOf(product: Product, values: ProductFormValues): ProductInput {
  const before = inputOf(formValuesOf(product));
  const after = inputOf(values);
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => value !== before[key as keyof ProductInput]));
}

/**
 * Shows a failed create/update on `form` and returns the form-level alert: its title (SPEC 4.4's
 * failure report) and the server's message when no field shows it.
 */
function failureOf(form: UseFormReturnType<ProductFormValues>, error: unknown, action: 'create' | 'update') {
  const message = showServerErrors(form, error);
  const code = apiErrorBody(error)?.code;
  if (code === 'UNAUTHORIZED') return { title: 'Authentication required' };
  if (code === 'FORBIDDEN') return { title: 'Insufficient permissions' };
  if (code !== 'DUPLICATE_SKU') return { title: `Failed to ${action} product`, message };
  form.setFieldError('sku', message);
  return { title: `Failed to ${action} product` };
}

/** The product form: creates a product, or updates `product` with the changed fields. */
function ProductForm({ product }: { product?: Product }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ title: string; message?: string } | null>(null);
  const form = useForm<ProductFormValues>({ initialValues: formValuesOf(product) });
  const defaultMethod = useDefaultCostingMethod();
  const create = useMutation(
    trpc.products.create.mutationOptions({
      onSuccess: (result) => {
        notifySuccess('Product created successfully');
        void queryClient.invalidateQueries(trpc.products.pathFilter());
        void queryClient.invalidateQueries(trpc.inventory.pathFilter());
        void navigate(`/products/${result.id}`);
      },
      onError: (error) => setFailure(failureOf(form, error, 'create')),
    }),
  );
  const update = useMutation(
    trpc.products.update.mutationOptions({
      onSuccess: (result) => {
        notifySuccess('Product updated successfully');
        void queryClient.invalidateQueries(trpc.products.get.queryFilter({ id: result.id }));
        void queryClient.invalidateQueries(trpc.products.list.pathFilter());
        // Levels and low stock carry the product's name, SKU and reorder point.
        void queryClient.invalidateQueries(trpc.inventory.pathFilter());
        void navigate(`/products/${result.id}`);
      },
      onError: (error) => setFailure(failureOf(form, error, 'update')),
    }),
  );
  const submit = form.onSubmit((values) => {
    setFailure(null);
    if (!product) return create.mutate(inputOf(values));
    const changes = changesOf(product, values);
    if (Object.keys(changes).length === 0) return void navigate(`/products/${product.id}`);
    update.mutate({ id: product.id, ...changes });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" title={failure.title}>
            {failure.message}
          </Alert>
        )}
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="SKU" required description="Uppercase letters, numbers and hyphens" {...form.getInputProps('sku')} />
            <CategorySelect label="Category" required {...form.getInputProps('categoryId')} />
            <TextInput label="Brand" {...form.getInputProps('brand')} />
            <Select label="Unit of measure" required data={units} allowDeselect={false} {...form.getInputProps('unitOfMeasure')} />
            <TextInput label="Barcode" {...form.getInputProps('barcode')} />
            <Select
              label="Costing method"
              description="Once the product has stock movements, changed on its page by a revaluation"
              data={costingMethods}
              allowDeselect={false}
              placeholder={defaultMethod ? `${costingMethodLabels[defaultMethod]} (the default)` : undefined}
              {...form.getInputProps('costingMethod')}
            />
            <NumberInput label="Cost price" required min={0} decimalScale={2} {...form.getInputProps('costPrice')} />
            <NumberInput label="Selling price" required min={0} decimalScale={2} {...form.getInputProps('sellingPrice')} />
            <NumberInput label="Reorder point (min stock level)" min={0} allowDecimal={false} {...form.getInputProps('minStockLevel')} />
            <NumberInput label="Max stock level" min={0} allowDecimal={false} {...form.getInputProps('maxStockLevel')} />
          </SimpleGrid>
          <Textarea label="Description" mt="sm" autosize minRows={2} {...form.getInputProps('description')} />
        </Card>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(product ? `/products/${product.id}` : '/products')}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {product ? 'Save changes' : 'Create product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /products/new. */
export function NewProductPage() {
  return (
    <>
      <PageHeader title="New product" />
      <ProductForm />
    </>
  );
}

/** /products/:id/edit: the form over the product as the server has it. */
export function EditProductPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const product = useQuery({ ...trpc.products.get.queryOptions({ id }) });
  return (
    <>
      <PageHeader title="Edit product" />
      <QueryView query={product}>{(data) => <ProductForm key={data.id} product={data} />}</QueryView>
    </>
  );
}
