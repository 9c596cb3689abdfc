/**
 * A location's contents (/warehouses/:warehouseId/locations/:locationId): the stock lying there per
 * product, lot and serial number (inventory:read), each balance relocatable to another location;
 * its barcode label (Code 128 of its code) printed or saved as a single 62 mm label or an A4 sheet.
 */
import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { LabelMenus } from '../../components/PdfMenu';
import { QueryView } from '../../components/QueryView';
import { formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import { BalancesTable } from '../inventory/Balances';
import { StatusBadge } from '../parties/filters';

export function LocationPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const { warehouseId = '', locationId = '' } = useParams();
  const location = useQuery(trpc.warehouses.getLocation.queryOptions({ id: warehouseId, locationId }));
  const warehouse = useQuery(trpc.warehouses.get.queryOptions({ id: warehouseId }));
  return (
    <QueryView query={location}>
      {(data) => (
        <>
          <PageHeader title={`Location ${data.code}`}>
            <StatusBadge active={data.isActive} />
            <LabelMenus path={`/warehouse/${warehouseId}/locations/${data.id}/label.pdf`} code={data.code} />
          </PageHeader>
          <Group mb="md" gap="xs">
            <Anchor component={Link} to={`/warehouses/${warehouseId}/locations`} size="sm">
              {warehouse.data ? formatWarehouse(warehouse.data) : 'Locations'}
            </Anchor>
            {data.name && <Text size="sm">· {data.name}</Text>}
          </Group>
          {can('inventory:read') && <BalancesTable filter={{ warehouseId, locationId }} name="product" empty="Nothing is stored at this location." />}
        </>
      )}
    </QueryView>
  );
}
