/**
 * Helpers for the directed-work tests (decision 0022): locations of a type, pick faces, and the task
 * API (/api/tasks) as one caller sees it.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app.js';
import { expectStatus, stockClient, type ListA, type WarehouseView } from './inventory.js';

export type LocationType = 'receiving' | 'storage' | 'pick_face' | 'packing' | 'shipping' | 'quarantine';

export interface TaskView {
  id: string;
  warehouseId: string;
  type: 'putaway' | 'replenishment' | 'pick' | 'count' | 'move';
  status: 'open' | 'assigned' | 'in_progress' | 'done' | 'cancelled';
  priority: number;
  dueAt: string | null;
  product: { id: string; sku: string; name: string };
  lot: { id: string; lotNumber: string; expiryDate: string | null } | null;
  serialNumber: string | null;
  quantity: number | null;
  doneQuantity: number | null;
  from: { id: string; code: string } | null;
  to: { id: string; code: string } | null;
  assignee: { id: string; name: string } | null;
  waveId: string | null;
  salesOrderItemId: string | null;
  cartSlot: number | null;
  purchaseOrderId: string | null;
  note: string | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PickFaceView {
  id: string;
  warehouseId: string;
  location: { id: string; code: string };
  product: { id: string; sku: string; name: string };
  min: number;
  max: number;
  onHand: number;
}

export interface Bin {
  id: string;
  code: string;
}

/** The stock client of `token` with the task and pick-face routes. */
export function taskClient(t: TestContext, token: string) {
  const stock = stockClient(t, token);
  const client = {
    ...stock,
    /** POST /api/tasks/{id}/<action> with `body`. */
    act: (id: string, action: 'claim' | 'release' | 'start' | 'complete' | 'cancel', body?: unknown): Promise<LightMyRequestResponse> => stock.send('POST', `/api/tasks/${id}/${action}`, body ?? {}),
    /** The task after a successful action (fails the test unless 200). */
    async done(id: string, action: 'claim' | 'release' | 'start' | 'complete' | 'cancel', body?: unknown): Promise<TaskView> {
      return expectStatus<{ data: TaskView }>(await client.act(id, action, body), 200).data;
    },
    async task(id: string): Promise<TaskView> {
      return expectStatus<{ data: TaskView }>(await stock.send('GET', `/api/tasks/${id}`), 200).data;
    },
    async tasks(query: Record<string, string | number> = {}): Promise<TaskView[]> {
      return (await stock.list<TaskView>('/api/tasks', { limit: 100, ...query })).data;
    },
    /** POST /api/tasks (fails the test unless 201). */
    async createTask(body: Record<string, unknown>): Promise<TaskView> {
      return expectStatus<{ data: TaskView }>(await stock.send('POST', '/api/tasks', body), 201).data;
    },
    /** POST /api/warehouse/{id}/pick-faces (fails the test unless 201). */
    async pickFace(warehouse: WarehouseView, body: Record<string, unknown>): Promise<PickFaceView> {
      return expectStatus<{ data: PickFaceView }>(await stock.send('POST', `/api/warehouse/${warehouse.id}/pick-faces`, body), 201).data;
    },
    async pickFaces(warehouse: WarehouseView, query: Record<string, string | number> = {}): Promise<PickFaceView[]> {
      return (await stock.list<PickFaceView>(`/api/warehouse/${warehouse.id}/pick-faces`, query)).data;
    },
  };
  return client;
}

export type TaskClient = ReturnType<typeof taskClient>;

/**
 * A location of `warehouse` of `type` (POST /api/warehouse/{id}/locations as `admin`), with a walking
 * `sequence` when given.
 */
export async function locationOf(admin: TaskClient, warehouse: WarehouseView, code: string, type: LocationType = 'storage', sequence?: number): Promise<Bin> {
  const location = expectStatus<{ data: Bin }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code, type, sequence }), 201).data;
  return { id: location.id, code: location.code };
}

/** A page of tasks as GET /api/tasks answers it. */
export type TaskList = ListA<TaskView>;
