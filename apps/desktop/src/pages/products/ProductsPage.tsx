/**
 * Products: the catalogue with search (name or SKU), category, price range, stock, status, sort and
 * page, all kept in the URL; each row opens the product. "New product" for products:create; CSV
 * export of the filtered list, and CSV import for products:create and products:update (decision 0019).
 */
import { Anchor, Badge, Button, Select, SimpleGrid, Switch, Table } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatMoney, formatQuantity } from '../../format';
import { CsvExportButton, CsvImportButton } from '../../components/csv';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { CategorySelect } from '../../components/RecordSelect';
import { UrlNumberInput, UrlSearchInput } from '../../components/UrlFilterInput';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs } from '../../trpc';

type ListInput = RouterInputs['products']['list'];
type Filter = 'search' | 'category_id' | 'min_price' | 'max_price' | 'in_stock' | 'sort' | 'order' | 'includeInactive';

const sortOptions = [
  { value: 'createdAt', label: 'Created' },
  { value: 'updatedAt', label: 'Updated' },
  { value: 'name', label: 'Name' },
  { value: 'sku', label: 'SKU' },
  { value: 'sellingPrice', label: 'Selling price' },
  { value: 'costPrice', label: 'Cost price' },
];
const orderOptions = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];
const stockOptions = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'In stock' },
  { value: 'false', label: 'Out of stock' },
];

/** The product list screen. */
export function ProductsPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { can } = useSession();
  const queryClient = useQueryClient();
  const currency = useBaseCurrency();
  const filters = useUrlFilters<Filter>();
  const price = (key: 'min_price' | 'max_price') => {
    const value = Number(filters.get(key));
    return filters.get(key) !== undefined && Number.isFinite(value) ? value : undefined;
  };
  const sort = filters.get('sort') as ListInput['sort'];
  const order = (filters.get('order') as ListInput['order']) ?? (sort ? 'asc' : 'desc');
  // What the list and its CSV export share (the export takes no paging or sorting).
  const listFilters = {
    search: filters.get('search'),
    category_id: filters.get('category_id'),
    min_price: price('min_price'),
    max_price: price('max_price'),
    in_stock: filters.get('in_stock') as ListInput['in_stock'],
    includeInactive: filters.get('includeInactive') as ListInput['includeInactive'],
  };
  const list = useQuery({
    ...trpc.products.list.queryOptions({ ...listFilters, page: filters.page, limit: PAGE_SIZE, sort, order: filters.get('order') as ListInput['order'] }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title="Products">
        <CsvExportButton path="/products/export" query={listFilters} />
        {can('products:create') && can('products:update') && (
          <CsvImportButton
            path="/products/import"
            title="Import products"
            help="Creates or updates products by SKU from the columns of the product export. Every row is checked first: if any fails, nothing is written."
            onImported={() => void queryClient.invalidateQueries(trpc.products.pathFilter())}
          />
        )}
        {can('products:create') && (
          <Button component={Link} to="/products/new">
            New product
          </Button>
        )}
      </PageHeader>
      <ProductFilters filters={filters} sort={sort} order={order} />
      <PagedTable
        query={list}
        empty="No products match these filters."
        head={
          <>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Selling price</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th>Status</Table.Th>
          </>
        }
        row={(product) => (
          <Table.Tr key={product.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(`/products/${product.id}`)}>
            <Table.Td>
              <Anchor component={Link} to={`/products/${product.id}`} onClick={(event) => event.stopPropagation()}>
                {product.sku}
              </Anchor>
            </Table.Td>
            <Table.Td>{product.name}</Table.Td>
            <Table.Td>{product.category.name}</Table.Td>
            <Table.Td ta="right">{formatMoney(product.sellingPrice, currency)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(product.stock.onHand)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(product.stock.available)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={product.isActive ? 'teal' : 'gray'}>
                {product.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
    </>
  );
}

/** The list's filters, sort and order, each kept in the URL. */
function ProductFilters({ filters, sort, order }: { filters: ReturnType<typeof useUrlFilters<Filter>>; sort: ListInput['sort']; order: NonNullable<ListInput['order']> }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
      <UrlSearchInput label="Search" placeholder="Name or SKU" filters={filters} filterKey="search" />
      <CategorySelect label="Category" placeholder="All categories" {...filters.selectProps('category_id')} />
      <UrlNumberInput label="Min price" min={0} decimalScale={2} filters={filters} filterKey="min_price" />
      <UrlNumberInput label="Max price" min={0} decimalScale={2} filters={filters} filterKey="max_price" />
      <Select
        label="Stock"
        data={stockOptions}
        allowDeselect={false}
        value={filters.get('in_stock') ?? 'all'}
        onChange={(value) => filters.set({ in_stock: value === 'all' ? undefined : (value ?? undefined) })}
      />
      <Select label="Sort by" data={sortOptions} allowDeselect={false} value={sort ?? 'createdAt'} onChange={(value) => filters.set({ sort: value ?? undefined })} />
      <Select label="Order" data={orderOptions} allowDeselect={false} value={order} onChange={(value) => filters.set({ order: value ?? undefined })} />
      <Switch
        label="Show inactive"
        mt="xl"
        checked={filters.get('includeInactive') === 'true'}
        onChange={(event) => filters.set({ includeInactive: event.currentTarget.checked ? 'true' : undefined })}
      />
    </SimpleGrid>
  );
}
