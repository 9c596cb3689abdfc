/** The demo's warehouses and their places (seed.ts): bins, and the locations and pick faces of directed work (decision 0022). */
import type { Api, Warehouse } from './seed-caller.js';

const WAREHOUSES = [
  { code: 'BER-1', name: 'Berlin Central', address: { line1: 'Lagerstrasse 12', city: 'Berlin', postalCode: '10115', country: 'DE' } },
  { code: 'WAW-1', name: 'Warsaw East', address: { line1: 'ul. Magazynowa 5', city: 'Warsaw', postalCode: '00-001', country: 'PL' } },
  { code: 'LYS-1', name: 'Lyon West', address: { line1: '8 Rue des Entrepôts', city: 'Lyon', postalCode: '69001', country: 'FR' } },
];

/** Pick faces of each demo warehouse (PF-01 …), in zone PICK at the start of the walk. */
const PICK_FACES = 4;

/**
 * The demo's warehouses, each with bins beside its default location: aisles A–C (each its zone),
 * racks 01–04, shelves 1–3 (decision 0015), and the places of directed work (decision 0022): a
 * receiving dock, pick faces, a packing bench and a quarantine cage, all in walking order.
 */
export async function seedWarehouses(api: Api): Promise<{ warehouses: Warehouse[]; bins: Map<string, string[]>; faces: Map<string, string[]>; locations: number }> {
  const warehouses: Warehouse[] = [];
  for (const warehouse of WAREHOUSES) warehouses.push(await api.warehouses.create(warehouse));
  let locations = 0;
  const bins = new Map<string, string[]>();
  const faces = new Map<string, string[]>();
  for (const warehouse of warehouses) {
    let sequence = 0;
    const place = async (code: string, name: string, fields: { type?: 'receiving' | 'pick_face' | 'packing' | 'quarantine'; zone?: string } = {}) => {
      locations++;
      return (await api.warehouses.createLocation({ id: warehouse.id, code, name, sequence: (sequence += 10), ...fields })).id;
    };
    await place('DOCK', 'Receiving dock', { type: 'receiving' });
    faces.set(warehouse.id, []);
    for (let face = 1; face <= PICK_FACES; face++) faces.get(warehouse.id)!.push(await place(`PF-0${face}`, `Pick face ${face}`, { type: 'pick_face', zone: 'PICK' }));
    bins.set(warehouse.id, []);
    for (const aisle of ['A', 'B', 'C']) {
      for (let rack = 1; rack <= 4; rack++) {
        for (let shelf = 1; shelf <= 3; shelf++) {
          const rackCode = String(rack).padStart(2, '0');
          bins.get(warehouse.id)!.push(await place(`${aisle}-${rackCode}-${shelf}`, `Aisle ${aisle}, rack ${rackCode}, shelf ${shelf}`, { zone: aisle }));
        }
      }
    }
    await place('PACK', 'Packing bench', { type: 'packing' });
    await place('QUAR', 'Quarantine cage', { type: 'quarantine' });
  }
  return { warehouses, bins, faces, locations };
}

/**
 * Pick faces in the first warehouse for the first products stocked there, min 10 and max 40
 * (decision 0022): empty at first, so each makes its replenishment task from storage at once.
 */
export async function seedPickFaces(api: Api, warehouse: Warehouse, faces: string[], opening: { productId: string; warehouseId: string }[]): Promise<void> {
  const stockedHere = opening.filter((line) => line.warehouseId === warehouse.id).slice(0, faces.length);
  for (const [i, line] of stockedHere.entries()) await api.pickFaces.create({ id: warehouse.id, locationId: faces[i]!, productId: line.productId, min: 10, max: 40 });
}

