/**
 * The demo dataset: deterministic (faker with a fixed seed), realistic, loaded through the API's
 * services. 24 categories, 3 warehouses, `products` products (default 5,000) with opening stock
 * on the first 5,000, and one user of every role plus a staff user bound to a warehouse.
 */
import { createCategory, createUser, createWarehouse, importProducts, recordOpeningBalances, type Actor, type ProductFields } from '@stockroom/api';
import { products as productsTable, type Db } from '@stockroom/db';
import { Faker, en } from '@faker-js/faker';
import { count } from 'drizzle-orm';

/** Password of every seeded user (printed by the seed command). */
export const DEMO_PASSWORD = 'stockroom-demo-password';
const SEED = 20_261_122;

const CATEGORY_NAMES = [
  'Hand Tools', 'Power Tools', 'Fasteners', 'Plumbing', 'Electrical', 'Lighting', 'Paint', 'Adhesives',
  'Safety Equipment', 'Garden', 'Storage', 'Cleaning', 'Office Supplies', 'Packaging', 'Kitchen', 'Furniture',
  'Automotive', 'Heating', 'Ventilation', 'Flooring', 'Doors and Windows', 'Hardware', 'Outdoor', 'Workwear',
];
const WAREHOUSES = [
  { code: 'BER-1', name: 'Berlin Central', address: { line1: 'Lagerstrasse 12', city: 'Berlin', postalCode: '10115', country: 'DE' } },
  { code: 'WAW-1', name: 'Warsaw East', address: { line1: 'ul. Magazynowa 5', city: 'Warsaw', postalCode: '00-001', country: 'PL' } },
  { code: 'LYS-1', name: 'Lyon West', address: { line1: '8 Rue des Entrepôts', city: 'Lyon', postalCode: '69001', country: 'FR' } },
];
const UNITS = ['piece', 'piece', 'piece', 'box', 'pack', 'kg', 'liter', 'meter'] as const;

const cents = (value: number) => Math.round(value * 100) / 100;

export interface SeedSummary {
  categories: number;
  warehouses: number;
  products: number;
  stockedLevels: number;
  users: { email: string; role: string; warehouse?: string }[];
}

/**
 * Loads the demo dataset into an empty catalogue. Throws when products already exist (seed a fresh
 * database: remove DATA_DIR for the embedded one, or create a new PostgreSQL database).
 */
export async function seed(db: Db, options: { products: number; log?: (line: string) => void }): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const [existing] = await db.select({ n: count() }).from(productsTable);
  if ((existing?.n ?? 0) > 0) throw new Error('The database already has products: seed an empty database.');
  const faker = new Faker({ locale: [en], seed: SEED });
  faker.setDefaultRefDate('2026-01-01T00:00:00Z');

  const admin: Actor = await createUser(db, { email: 'admin@stockroom.test', password: DEMO_PASSWORD, name: 'Ada Admin', role: 'admin' });
  const warehouses: Awaited<ReturnType<typeof createWarehouse>>[] = [];
  for (const warehouse of WAREHOUSES) warehouses.push(await createWarehouse(db, warehouse, admin));
  const users = [
    { email: admin.email, role: 'admin' },
    ...(await Promise.all(
      (['manager', 'staff', 'viewer'] as const).map(async (role) => {
        const user = await createUser(db, { email: `${role}@stockroom.test`, password: DEMO_PASSWORD, name: faker.person.fullName(), role });
        return { email: user.email, role };
      }),
    )),
  ];
  const bound = await createUser(db, {
    email: 'picker@stockroom.test',
    password: DEMO_PASSWORD,
    name: faker.person.fullName(),
    role: 'staff',
    warehouseId: warehouses[1]!.id,
  });
  users.push({ email: bound.email, role: 'staff', warehouse: warehouses[1]!.code } as (typeof users)[number]);
  log(`users and ${warehouses.length} warehouses`);

  const categories: Awaited<ReturnType<typeof createCategory>>[] = [];
  for (const name of CATEGORY_NAMES) categories.push(await createCategory(db, { name, description: faker.commerce.productDescription() }, admin));
  log(`${categories.length} categories`);

  const rows: (Partial<ProductFields> & Pick<ProductFields, 'name' | 'sku' | 'categoryId' | 'sellingPrice'>)[] = [];
  for (let i = 1; i <= options.products; i++) {
    const costPrice = cents(faker.number.float({ min: 0.5, max: 400, fractionDigits: 2 }));
    const minStockLevel = faker.number.int({ min: 5, max: 50 });
    rows.push({
      sku: `SKU-${String(i).padStart(6, '0')}`,
      name: faker.commerce.productName(),
      description: faker.commerce.productDescription(),
      categoryId: faker.helpers.arrayElement(categories).id,
      brand: faker.company.name().slice(0, 100),
      unitOfMeasure: faker.helpers.arrayElement(UNITS),
      costPrice,
      sellingPrice: cents(costPrice * faker.number.float({ min: 1.2, max: 2.2 })),
      minStockLevel,
      maxStockLevel: minStockLevel * faker.number.int({ min: 3, max: 6 }),
      weight: faker.number.float({ min: 0.05, max: 40, fractionDigits: 3 }),
      barcode: faker.string.numeric(13),
    });
  }
  const productIds: string[] = [];
  for (let i = 0; i < rows.length; i += 10_000) {
    productIds.push(...(await importProducts(db, rows.slice(i, i + 10_000), admin)));
    log(`${productIds.length} products`);
  }

  const lines = productIds.slice(0, 5_000).flatMap((productId) =>
    faker.helpers
      .arrayElements(warehouses, { min: 1, max: 3 })
      .map((warehouse) => ({ productId, warehouseId: warehouse.id, quantity: faker.number.int({ min: 0, max: 250 }) })),
  );
  await recordOpeningBalances(db, lines, admin);
  log(`${lines.length} opening balances`);

  return { categories: categories.length, warehouses: warehouses.length, products: productIds.length, stockedLevels: lines.length, users };
}
