/**
 * Helpers for the wave tests (decision 0022 point 6): locations with a type, zone and walking
 * sequence, the wave routes (/api/picking/waves) and the views they answer.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect } from 'vitest';
import { allocationTestApp, type Bin } from './allocation.js';
import { expectStatus, type WarehouseView } from './inventory.js';
import { ledgerMismatches } from './ledger.js';
import type { OrderClient } from './orders.js';

export interface WaveTaskView {
  id: string;
  status: 'open' | 'assigned' | 'in_progress' | 'done' | 'cancelled';
  productId: string;
  sku: string;
  productName: string;
  lotId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
  quantity: number;
  doneQuantity: number | null;
  fromLocationId: string;
  fromLocationCode: string;
  zone: string | null;
  toLocationId: string;
  salesOrderItemId: string | null;
  salesOrderNumber: string | null;
  cartSlot: number | null;
  assigneeId: string | null;
}

export interface WaveView {
  id: string;
  number: string;
  warehouseId: string;
  mode: 'batch' | 'zone';
  status: 'open' | 'picking' | 'picked' | 'cancelled';
  packingLocationId: string;
  packingLocationCode: string;
  orderCount: number;
  taskCount: number;
  openTaskCount: number;
  orders: { salesOrderId: string; number: string; cartSlot: number; customerName: string }[];
  tasks: WaveTaskView[];
}

export const WAVES = '/api/picking/waves';

/** Where a location lies on the walk: its type, zone and sequence. */
export interface Place {
  type?: 'storage' | 'pick_face' | 'packing' | 'shipping' | 'receiving' | 'quarantine';
  zone?: string;
  sequence?: number;
}

/**
 * The allocation test app (admin, manager, staff and the allocation steps; the ledger checked after
 * the file) with, after each test too, every balance equal to its ledger; and the wave steps.
 */
export async function waveTestApp() {
  const app = await allocationTestApp();
  const { t, admin, manager } = app;
  afterEach(async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
  return {
    ...app,
    /** A location of `warehouse` with `code` of `place` (POST /api/warehouse/{id}/locations as admin). */
    async place(warehouse: WarehouseView, code: string, place: Place = {}): Promise<Bin> {
      const res = await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code, ...place });
      const location = expectStatus<{ data: Bin }>(res, 201).data;
      return { id: location.id, code: location.code };
    },
    /** POST /api/picking/waves as `who` (default the manager). */
    build: (body: Record<string, unknown>, who: OrderClient = manager): Promise<LightMyRequestResponse> => who.send('POST', WAVES, body),
    /** A wave built (fails the test unless 201). */
    async wave(body: Record<string, unknown>, who: OrderClient = manager): Promise<WaveView> {
      return expectStatus<{ data: WaveView }>(await who.send('POST', WAVES, body), 201).data;
    },
    /** GET /api/picking/waves/{id} (fails the test unless 200). */
    async waveById(id: string, who: OrderClient = manager): Promise<WaveView> {
      return expectStatus<{ data: WaveView }>(await who.send('GET', `${WAVES}/${id}`), 200).data;
    },
  };
}
