/**
 * The frame of the inventory section: its title, the stock actions (inventory:adjust) and tabs with
 * real URLs for levels, low stock, reorder suggestions, expiring lots, stock movements, transfers,
 * stock counts, assembly orders and the lot / serial trace; the chosen tab (or a transfer or count under it) renders below.
 */
import { Button, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../session';
import { StockActionModal, type StockAction } from './StockActionModal';

const tabs = [
  { path: '/inventory', label: 'Levels' },
  { path: '/inventory/low-stock', label: 'Low stock' },
  { path: '/inventory/reorder', label: 'Reorder' },
  { path: '/inventory/expiring', label: 'Expiring' },
  { path: '/inventory/movements', label: 'Stock movements' },
  { path: '/inventory/transfers', label: 'Transfers' },
  { path: '/inventory/counts', label: 'Counts' },
  { path: '/inventory/assemblies', label: 'Assemblies' },
  { path: '/inventory/trace', label: 'Trace' },
];

/** The tab of `pathname`: its own, or the one a detail screen lies under (/inventory/counts/:id: Counts). */
const tabOf = (pathname: string) => tabs.findLast((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;

export function InventoryLayout() {
  const { can } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [action, setAction] = useState<StockAction | null>(null);
  return (
    <>
      <PageHeader title="Inventory">
        {can('inventory:adjust') && (
          <>
            <Button variant="default" onClick={() => setAction({ kind: 'movement' })}>
              Record movement
            </Button>
            <Button onClick={() => setAction({ kind: 'adjust' })}>Adjust stock</Button>
          </>
        )}
      </PageHeader>
      <Tabs value={tabOf(pathname.replace(/\/$/, ''))} onChange={(path) => path && void navigate(path)} mb="md">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
      <StockActionModal action={action} onClose={() => setAction(null)} />
    </>
  );
}
