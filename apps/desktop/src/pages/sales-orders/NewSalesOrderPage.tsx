/** A new sales order (orders:create): customer, warehouse and lines; opens the created draft. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { CustomerSelect } from '../../components/RecordSelect';
import { useTRPC } from '../../trpc';
import { OrderForm } from '../orders/OrderForm';

/** The new sales order screen. */
export function NewSalesOrderPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.salesOrders.create.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`Sales order created: ${result.number}`);
        void queryClient.invalidateQueries(trpc.salesOrders.pathFilter());
        void navigate(`/sales-orders/${result.id}`);
      },
    }),
  );
  return (
    <>
      <PageHeader title="New sales order" />
      <OrderForm
        party={{ label: 'Customer', field: 'customerId', Select: CustomerSelect }}
        amount={{ label: 'Unit price', field: 'unitPrice', decimals: 2, placeholder: "Product's selling price" }}
        submitLabel="Create sales order"
        pending={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync({
            customerId: values.partyId!,
            warehouseId: values.warehouseId!,
            notes: values.notes || null,
            items: values.items.map((line) => ({
              productId: line.productId!,
              quantity: Number(line.quantity),
              unitPrice: line.amount === '' ? undefined : Number(line.amount),
            })),
          })
        }
      />
    </>
  );
}
