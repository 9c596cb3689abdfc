/** A new purchase order (orders:create): supplier, warehouse, expected date and lines; opens the created draft. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { SupplierSelect } from '../../components/RecordSelect';
import { useTRPC } from '../../trpc';
import { OrderForm } from '../orders/OrderForm';

/** The new purchase order screen. */
export function NewPurchaseOrderPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.purchaseOrders.create.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`Purchase order created: ${result.number}`);
        void queryClient.invalidateQueries(trpc.purchaseOrders.pathFilter());
        void navigate(`/purchase-orders/${result.id}`);
      },
    }),
  );
  return (
    <>
      <PageHeader title="New purchase order" />
      <OrderForm
        party={{ label: 'Supplier', field: 'supplierId', Select: SupplierSelect }}
        amount={{ label: 'Unit cost', field: 'unitCost', decimals: 4, placeholder: "Product's cost price" }}
        withExpectedDate
        submitLabel="Create purchase order"
        pending={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync({
            supplierId: values.partyId!,
            warehouseId: values.warehouseId!,
            expectedDate: values.expectedDate || null,
            notes: values.notes || null,
            items: values.items.map((line) => ({
              productId: line.productId!,
              quantity: Number(line.quantity),
              unitCost: line.amount === '' ? undefined : Number(line.amount),
            })),
          })
        }
      />
    </>
  );
}
