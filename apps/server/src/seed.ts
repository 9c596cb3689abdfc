/**
 * The demo dataset: deterministic (faker with a fixed seed) and realistic, loaded through the API:
 * the typed procedures (as an admin) for warehouses, categories, suppliers, customers and orders,
 * and the bulk services (multi-row statements) for products, supplier offers and movements.
 * 24 categories, 3 warehouses with 36 bins each (and a dock, pick faces, packing and quarantine),
 * `products` products with opening stock on the first 5,000, pick faces in the first warehouse
 * for four of them, 6 lot-tracked products (lots expiring from last month to next year) and 3
 * serial-tracked ones, 10 suppliers, 50 customers, 10 to 40 purchase orders (most received) and 40 to 50
 * sales orders (most shipped), and about `movements` ledger entries in all.
 */
import type { Faker } from '@faker-js/faker';
import { addSupplierProducts, AppError, createUser, gs1CheckDigit, importProducts, recordBulkMovements, type Actor, type ProductFields } from '@stockroom/api';
import { products as productsTable, type Db } from '@stockroom/db';
import { callerFor, type Api, type Warehouse } from './seed-caller.js';
import { seedPickFaces, seedWarehouses } from './seed-warehouses.js';
import { sql } from 'drizzle-orm';

/** Password of every seeded user (printed by the seed command). */
export const DEMO_PASSWORD = 'stockroom-demo-password';
const SEED = 20_261_122;

const CATEGORY_NAMES = [
  'Hand Tools', 'Power Tools', 'Fasteners', 'Plumbing', 'Electrical', 'Lighting', 'Paint', 'Adhesives',
  'Safety Equipment', 'Garden', 'Storage', 'Cleaning', 'Office Supplies', 'Packaging', 'Kitchen', 'Furniture',
  'Automotive', 'Heating', 'Ventilation', 'Flooring', 'Doors and Windows', 'Hardware', 'Outdoor', 'Workwear',
];
const UNITS = ['piece', 'piece', 'piece', 'box', 'pack', 'kg', 'liter', 'meter'] as const;
/** Products that carry stock and take part in orders. */
const STOCKED = 5_000;

const cents = (value: number) => Math.round(value * 100) / 100;
/** What one unit of each currency the demo knows is worth in US dollars (the demo's exchange rates, decision 0016). */
const USD_VALUE: Record<string, number> = { USD: 1, EUR: 1.08, PLN: 0.25, GBP: 1.27, CHF: 1.12, CAD: 0.73, SEK: 0.095, JPY: 0.0067 };
/** Currencies of the demo's suppliers and purchase orders. */
const SUPPLIER_CURRENCIES = ['USD', 'EUR', 'PLN'];

export interface SeedOptions {
  products: number;
  /** About how many ledger entries to create in all (opening balances, receipts, shipments, manual movements). */
  movements: number;
  /** BASE_CURRENCY: the demo records an exchange rate into it for each supplier currency. */
  baseCurrency: string;
  /** Told after each step what it made, and how far the seed is: `done` of `total` products and movements. */
  progress?: (line: string, done: number, total: number) => void;
}

export interface SeedSummary {
  products: number;
  movements: number;
  users: { email: string; role: string; warehouse?: string }[];
}

type Category = Awaited<ReturnType<Api['categories']['create']>>;
type Supplier = Awaited<ReturnType<Api['suppliers']['create']>>;
type Customer = Awaited<ReturnType<Api['customers']['create']>>;
type ShippedOrder = Awaited<ReturnType<Api['salesOrders']['ship']>>;
/** A product that carries stock: its id and cost price (currency units). */
type StockedProduct = { id: string; costPrice: number };

/** What every step of the seed works with: the database, the generator, the caller acting as the admin, and the log. */
interface Demo {
  db: Db;
  faker: Faker;
  api: Api;
  admin: Actor;
  /** Reports a step's line, the products and movements it made counting towards the total. */
  log: (line: string, made?: number) => void;
}

/** Units available per product and warehouse, mirrored locally only to generate orders and movements that stock covers. */
class Availability {
  private readonly units = new Map<string, number>();

  get(productId: string, warehouseId: string): number {
    return this.units.get(`${productId}/${warehouseId}`) ?? 0;
  }

  add(productId: string, warehouseId: string, units: number): void {
    this.units.set(`${productId}/${warehouseId}`, this.get(productId, warehouseId) + units);
  }
}

/** True when the catalogue has a product: the demo is loaded only into an empty one. */
export async function hasProducts(db: Db): Promise<boolean> {
  return (await db.select({ id: productsTable.id }).from(productsTable).limit(1)).length > 0;
}

/**
 * Loads the demo dataset into an empty catalogue. Throws CONFLICT when products already exist
 * (`seed --reset --yes` empties the database first).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const total = options.products + options.movements;
  let done = 0;
  const log = (line: string, made = 0) => options.progress?.(line, Math.min((done += made), total), total);
  if (await hasProducts(db)) throw new AppError('CONFLICT', 'The database already has products: `npm run seed -- --reset --yes` empties it first (deleting every record), or point DATABASE_URL / DATA_DIR at an empty database.');
  const baseValue = USD_VALUE[options.baseCurrency];
  if (baseValue === undefined) throw new AppError('CONFLICT', `The demo data has exchange rates into ${Object.keys(USD_VALUE).join(', ')} only: set BASE_CURRENCY to one of them to seed it.`);
  // Imported here: faker and its locales are no part of a server's start-up (`npm start` loads this module too).
  const { Faker: Generator, en } = await import('@faker-js/faker');
  const faker = new Generator({ locale: [en], seed: SEED });
  faker.setDefaultRefDate('2026-01-01T00:00:00Z');

  const admin: Actor = await createUser(db, { email: 'admin@stockroom.test', password: DEMO_PASSWORD, name: 'Ada Admin', role: 'admin' });
  const demo: Demo = { db, faker, api: callerFor(db, admin, options.baseCurrency), admin, log };
  const { warehouses, bins, faces, locations } = await seedWarehouses(demo.api);
  const users = await seedUsers(demo, warehouses[1]!);
  const categories: Category[] = [];
  for (const name of CATEGORY_NAMES) categories.push(await demo.api.categories.create({ name, description: faker.commerce.productDescription() }));
  log(`users, ${warehouses.length} warehouses with ${locations} locations, ${categories.length} categories`);

  const products = await seedProducts(demo, categories, options.products);
  const available = new Availability();
  const { stocked, opening } = await seedOpeningStock(demo, products, warehouses, available);
  await seedPickFaces(demo.api, warehouses[0]!, faces.get(warehouses[0]!.id)!, opening);
  let movements = opening.length;
  const suppliers = await seedSuppliers(demo, options.baseCurrency, baseValue);
  const customers = await seedCustomers(demo);
  const tracked = await seedTrackedProducts(demo, { warehouses, bins, categories, suppliers, customers });
  movements += tracked.movements;

  // Purchase orders (5 lines, mostly received) and sales orders (up to 4 lines, mostly shipped), at most 40 and 50:
  // each is three calls of the API, which a ledger of 200,000 entries would spend minutes on.
  const target = Math.max(options.movements, movements);
  const orders = (share: number, lines: number, [least, most]: [number, number]) => Math.min(most, Math.max(least, Math.round((target * share) / lines)));
  movements += await seedPurchaseOrders(demo, { warehouses, suppliers, stocked, available }, orders(0.05, 5, [10, 40]));
  const sales = await seedSalesOrders(demo, { warehouses, customers, stocked, available }, orders(0.05, 4, [40, 50]));
  movements += sales.movements;
  movements += await seedReturns(demo, sales.shipped, available);
  movements += await seedReplenishmentAndTransfer(demo, { warehouses, suppliers, stocked, available });

  // The rest of the ledger: stock counts and manual issues, each covered by stock, 10,000 at a time.
  while (movements < target) {
    const manual = [];
    while (manual.length < Math.min(10_000, target - movements)) {
      const line = faker.helpers.arrayElement(opening);
      const out = available.get(line.productId, line.warehouseId) > 10 && faker.datatype.boolean();
      const quantity = out ? -faker.number.int({ min: 1, max: 5 }) : faker.number.int({ min: 1, max: 8 });
      available.add(line.productId, line.warehouseId, quantity);
      manual.push({ productId: line.productId, warehouseId: line.warehouseId, quantity });
    }
    await recordBulkMovements(db, manual, 'Demo activity', admin);
    movements += manual.length;
    log(`${movements} movements`, manual.length);
  }

  await seedCounts(demo, tracked.shelves);
  await db.execute(sql`analyze`); // fresh planner statistics for the new rows

  return { products: products.length, movements, users };
}

/** A manager, a staff member and a viewer, and a picker bound to `picker`; returns every demo user, the admin first. */
async function seedUsers({ db, faker, admin }: Demo, picker: Warehouse): Promise<SeedSummary['users']> {
  const users: SeedSummary['users'] = [{ email: admin.email, role: 'admin' }];
  for (const role of ['manager', 'staff', 'viewer'] as const) {
    await createUser(db, { email: `${role}@stockroom.test`, password: DEMO_PASSWORD, name: faker.person.fullName(), role });
    users.push({ email: `${role}@stockroom.test`, role });
  }
  await createUser(db, { email: 'picker@stockroom.test', password: DEMO_PASSWORD, name: faker.person.fullName(), role: 'staff', warehouseId: picker.id });
  users.push({ email: 'picker@stockroom.test', role: 'staff', warehouse: picker.code });
  return users;
}

/** `count` products in `categories`, imported 10,000 at a time; returns their ids and cost prices in SKU order. */
async function seedProducts({ db, faker, admin, log }: Demo, categories: Category[], count: number): Promise<StockedProduct[]> {
  const rows: (Partial<ProductFields> & Pick<ProductFields, 'name' | 'sku' | 'categoryId' | 'sellingPrice'>)[] = [];
  for (let i = 1; i <= count; i++) {
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
    const imported = await importProducts(db, rows.slice(i, i + 10_000), admin);
    productIds.push(...imported);
    log(`${productIds.length} products`, imported.length);
  }
  return productIds.map((id, i) => ({ id, costPrice: rows[i]!.costPrice! }));
}

/** Opening stock of the first STOCKED products in one to three warehouses each; returns them and the opening lines. */
async function seedOpeningStock({ db, faker, admin, log }: Demo, products: StockedProduct[], warehouses: Warehouse[], available: Availability) {
  const stocked = products.slice(0, STOCKED);
  const opening = stocked.flatMap((product) =>
    faker.helpers.arrayElements(warehouses, { min: 1, max: 3 }).map((warehouse) => ({
      productId: product.id,
      warehouseId: warehouse.id,
      quantity: faker.number.int({ min: 20, max: 250 }),
    })),
  );
  opening.forEach((line) => available.add(line.productId, line.warehouseId, line.quantity));
  await recordBulkMovements(db, opening, 'Opening balance', admin);
  log(`${opening.length} opening balances`, opening.length);
  return { stocked, opening };
}

/** Ten suppliers, and rates into the base currency since two years ago with a newer one for each from last month. */
async function seedSuppliers({ faker, api, log }: Demo, baseCurrency: string, baseValue: number): Promise<Supplier[]> {
  const suppliers: Supplier[] = [];
  for (let i = 1; i <= 10; i++) {
    suppliers.push(
      await api.suppliers.create({
        code: `SUP-${String(i).padStart(3, '0')}`,
        name: faker.company.name(),
        email: faker.internet.email().toLowerCase(),
        contactName: faker.person.fullName(),
        leadTimeDays: faker.number.int({ min: 2, max: 30 }),
        currency: faker.helpers.arrayElement(SUPPLIER_CURRENCIES),
      }),
    );
  }
  let rates = 0;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  for (const currency of SUPPLIER_CURRENCIES.filter((c) => c !== baseCurrency)) {
    const rate = (usd: number) => Number((usd / baseValue).toFixed(8));
    await api.exchangeRates.create({ currency, rate: rate(USD_VALUE[currency]! * 0.98), validFrom: daysAgo(730) });
    await api.exchangeRates.create({ currency, rate: rate(USD_VALUE[currency]!), validFrom: daysAgo(30) });
    rates += 2;
  }
  log(`${suppliers.length} suppliers, ${rates} exchange rates into ${baseCurrency}`);
  return suppliers;
}

/** Fifty customers, each with one address for billing and shipping. */
async function seedCustomers({ faker, api }: Demo): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 1; i <= 50; i++) {
    const address = { line1: faker.location.streetAddress(), city: faker.location.city(), country: faker.helpers.arrayElement(['DE', 'PL', 'FR', 'NL', 'AT']) };
    customers.push(await api.customers.create({ code: `CUS-${String(i).padStart(4, '0')}`, name: faker.company.name(), email: faker.internet.email().toLowerCase(), billingAddress: address, shippingAddress: address }));
  }
  return customers;
}

/** `body` with its GS1 check digit: a GTIN under GS1's example company prefix 950110153. */
const withCheckDigit = (body: string) => `${body}${gs1CheckDigit(body)}`;

/**
 * Lot-tracked products with lots expiring from last month to next year, and serial-tracked
 * products, received into bins on purchase orders; one order of each lot product shipped FEFO
 * (decision 0015). Each has an EAN-13 and a case (12 liters of sealant, 5 laser meters) with its
 * GTIN-14, so GS1 labels print and scan, and is bought by the case (decision 0021). Returns the bins they lie in and the
 * movements written.
 */
async function seedTrackedProducts(
  { faker, api, log }: Demo,
  { warehouses, bins, categories, suppliers, customers }: { warehouses: Warehouse[]; bins: Map<string, string[]>; categories: Category[]; suppliers: Supplier[]; customers: Customer[] },
) {
  const today = Date.now();
  const expiry = (days: number) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
  const demoCategory = categories[CATEGORY_NAMES.indexOf('Adhesives')]!;
  const shelves: { warehouseId: string; locationId: string }[] = [];
  let movements = 0;
  for (let i = 1; i <= 9; i++) {
    const tracking = i <= 6 ? ('lot' as const) : ('serial' as const);
    const costPrice = cents(faker.number.float({ min: 2, max: tracking === 'lot' ? 20 : 300, fractionDigits: 2 }));
    const product = await api.products.create({
      sku: `${tracking === 'lot' ? 'LOT' : 'SER'}-${String(i).padStart(3, '0')}`,
      name: tracking === 'lot' ? `${faker.commerce.productAdjective()} Sealant ${i}` : `${faker.commerce.productAdjective()} Laser Meter ${i}`,
      categoryId: demoCategory.id,
      unitOfMeasure: tracking === 'lot' ? ('liter' as const) : ('piece' as const),
      costPrice,
      sellingPrice: cents(costPrice * 1.8),
      tracking,
      ...(tracking === 'lot' ? { shelfLifeDays: 365 } : {}),
      barcode: withCheckDigit(`95011015300${i}`),
    });
    await api.products.setUnits({ id: product.id, units: [{ name: 'case', quantity: tracking === 'lot' ? 12 : 5, barcode: withCheckDigit(`195011015300${i}`) }] });
    const warehouse = warehouses[i % warehouses.length]!;
    const [bin] = faker.helpers.arrayElements(bins.get(warehouse.id)!, 1);
    const quantity = tracking === 'lot' ? 120 : 5;
    // Bought by the case (decision 0021): 10 cases of 12 liters, 1 case of 5 laser meters.
    const order = await api.purchaseOrders.create({
      supplierId: faker.helpers.arrayElement(suppliers).id,
      warehouseId: warehouse.id,
      items: [{ productId: product.id, quantity: tracking === 'lot' ? 10 : 1, unit: 'case' }],
    });
    await api.purchaseOrders.update({ id: order.id, status: 'approved' });
    const items =
      tracking === 'lot'
        ? [-30, 20, 120, 330].map((days, lot) => ({ productId: product.id, quantity: 30, locationId: bin, lotNumber: `L${26_000 + i * 10 + lot}`, expiryDate: expiry(days + i) }))
        : [{ productId: product.id, quantity, locationId: bin, serialNumbers: Array.from({ length: quantity }, (_, n) => `SN-${i}${String(n + 1).padStart(5, '0')}`) }];
    await api.purchaseOrders.receive({ id: order.id, items });
    shelves.push({ warehouseId: warehouse.id, locationId: bin! });
    movements += items.length * (tracking === 'lot' ? 1 : quantity);
    if (tracking === 'serial') continue;
    const sale = await api.salesOrders.create({ customerId: faker.helpers.arrayElement(customers).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10 }] });
    await api.salesOrders.update({ id: sale.id, status: 'confirmed' });
    await api.salesOrders.ship({ id: sale.id });
    movements += 1;
  }
  log('6 lot-tracked and 3 serial-tracked products', movements);
  return { shelves, movements };
}

/** What the order steps draw on: the warehouses, the stocked products and the units available. */
interface Trading {
  warehouses: Warehouse[];
  stocked: StockedProduct[];
  available: Availability;
}

/** `orders` purchase orders of 5 lines, every tenth left open, the others received; returns the movements written. */
async function seedPurchaseOrders({ faker, api, log }: Demo, { warehouses, suppliers, stocked, available }: Trading & { suppliers: Supplier[] }, orders: number): Promise<number> {
  let movements = 0;
  for (let i = 0; i < orders; i++) {
    const warehouse = faker.helpers.arrayElement(warehouses);
    const lines = faker.helpers.arrayElements(stocked, 5).map((product) => ({
      productId: product.id,
      quantity: faker.number.int({ min: 10, max: 60 }),
      unitCost: cents(product.costPrice * faker.number.float({ min: 0.9, max: 1.1 })),
    }));
    const order = await api.purchaseOrders.create({ supplierId: faker.helpers.arrayElement(suppliers).id, warehouseId: warehouse.id, items: lines });
    await api.purchaseOrders.update({ id: order.id, status: 'approved' });
    if (i % 10 === 9) continue; // some stay open
    await api.purchaseOrders.receive({ id: order.id, items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) });
    for (const line of lines) available.add(line.productId, warehouse.id, line.quantity);
    movements += lines.length;
  }
  log(`${orders} purchase orders`, movements);
  return movements;
}

/** `orders` sales orders of up to 4 lines that stock covers: some drafts, some confirmed, most shipped. Returns the shipped orders and the movements written. */
async function seedSalesOrders({ faker, api, log }: Demo, { warehouses, customers, stocked, available }: Trading & { customers: Customer[] }, orders: number) {
  const shipped: ShippedOrder[] = [];
  let movements = 0;
  for (let i = 0; i < orders; i++) {
    const warehouse = faker.helpers.arrayElement(warehouses);
    const candidates = stocked.filter((_, j) => j % 7 === i % 7 && available.get(stocked[j]!.id, warehouse.id) >= 5);
    const lines = faker.helpers.arrayElements(candidates, Math.min(4, candidates.length)).map((product) => ({
      productId: product.id,
      quantity: faker.number.int({ min: 1, max: 5 }),
      discount: faker.helpers.arrayElement([0, 0, 0, 5, 10]),
    }));
    if (!lines.length) continue;
    const order = await api.salesOrders.create({ customerId: faker.helpers.arrayElement(customers).id, warehouseId: warehouse.id, items: lines });
    if (i % 20 === 19) continue; // some drafts
    await api.salesOrders.update({ id: order.id, status: 'confirmed' });
    for (const line of lines) available.add(line.productId, warehouse.id, -line.quantity);
    if (i % 10 === 8) continue; // some confirmed, not shipped
    shipped.push(await api.salesOrders.ship({ id: order.id }));
    movements += lines.length;
  }
  log(`${orders} sales orders`, movements);
  return { shipped, movements };
}

/**
 * Returns (decision 0016): a unit back from each of four customers (the last one damaged), and two
 * units of a line of the newest received purchase order sent back to its supplier. Returns the movements written.
 */
async function seedReturns({ api, log }: Demo, shipped: ShippedOrder[], available: Availability): Promise<number> {
  let movements = 0;
  for (const [n, order] of shipped.slice(0, 4).entries()) {
    const line = order.items[0]!;
    const condition = n === 3 ? ('damaged' as const) : ('resellable' as const);
    await api.returns.customerCreate({ id: order.id, items: [{ itemId: line.id, quantity: 1, condition }], reason: condition === 'damaged' ? 'Arrived broken' : 'No longer needed' });
    if (condition === 'resellable') available.add(line.productId, order.warehouseId, 1);
    movements += condition === 'resellable' ? 1 : 0;
  }
  const [received] = await api.purchaseOrders.list({ status: 'received', page: 1, limit: 1 }).then((page) => page.items);
  const line = received?.items.find((item) => available.get(item.productId, received.warehouseId) >= 2);
  if (received && line) {
    await api.returns.supplierCreate({ id: received.id, items: [{ itemId: line.id, quantity: 2 }], reason: 'Wrong specification' });
    available.add(line.productId, received.warehouseId, -2);
    movements += 1;
  }
  log('4 customer returns, 1 return to a supplier', movements);
  return movements;
}

/**
 * Replenishment (decision 0016): every stocked product offered by a preferred supplier, every third by
 * a second one too; and a two-step transfer on its way, one of its three lines received. Returns the movements written.
 */
async function seedReplenishmentAndTransfer({ db, faker, api, admin, log }: Demo, { warehouses, suppliers, stocked, available }: Trading & { suppliers: Supplier[] }): Promise<number> {
  const offers = new Map(suppliers.map((supplier) => [supplier.id, [] as Parameters<typeof addSupplierProducts>[2]]));
  for (const [i, product] of stocked.entries()) {
    for (const [n, supplier] of faker.helpers.arrayElements(suppliers, i % 3 === 0 ? 2 : 1).entries()) {
      offers.get(supplier.id)!.push({
        productId: product.id,
        unitCost: cents(product.costPrice * faker.number.float({ min: 0.85, max: 1.05 })),
        leadTimeDays: faker.number.int({ min: 2, max: 21 }),
        minimumOrderQuantity: faker.helpers.arrayElement([1, 6, 12, 24]),
        isPreferred: n === 0,
      });
    }
  }
  for (const [supplierId, terms] of offers) await addSupplierProducts(db, supplierId, terms, admin);
  let movements = 0;
  const [source, destination] = [warehouses[0]!, warehouses[2]!];
  const travelling = stocked.filter((product) => available.get(product.id, source.id) >= 20).slice(0, 3);
  if (travelling.length) {
    const transfer = await api.transfers.create({ fromWarehouseId: source.id, toWarehouseId: destination.id, mode: 'two-step', items: travelling.map((product) => ({ productId: product.id, quantity: 8 })) });
    await api.transfers.ship({ id: transfer.id });
    await api.transfers.receive({ id: transfer.id, items: [{ productId: travelling[0]!.id, quantity: 8 }] });
    for (const product of travelling) available.add(product.id, source.id, -8);
    movements += travelling.length + 1;
  }
  log(`supplier products for ${stocked.length} products, a transfer in transit`, movements);
  return movements;
}

/** Cycle counts (decision 0016): one shelf counted and approved with a loss of 2 units, another being counted. */
async function seedCounts({ api, log }: Demo, shelves: { warehouseId: string; locationId: string }[]): Promise<void> {
  for (const [i, shelf] of shelves.slice(0, 2).entries()) {
    const session = await api.counts.open({ ...shelf, note: i === 0 ? 'Weekly count' : 'Count in progress' });
    const { items: lines } = await api.counts.lines({ id: session.id, page: 1, limit: 100 });
    const counted = lines.slice(0, i === 0 ? lines.length : Math.ceil(lines.length / 2));
    await api.counts.record({ id: session.id, lines: counted.map((line, n) => ({ lineId: line.id, countedQuantity: line.expectedQuantity! - (n === 0 && i === 0 ? 2 : 0) })) });
    if (i === 0) await api.counts.approve({ id: session.id });
  }
  log('2 cycle counts, one approved and one in progress');
}
