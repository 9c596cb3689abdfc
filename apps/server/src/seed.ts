/**
 * The demo dataset: deterministic (faker with a fixed seed) and realistic, loaded through the API:
 * the typed procedures (as an admin) for warehouses, categories, suppliers, customers and orders,
 * and the bulk services for products and movements. 24 categories, 3 warehouses with 36 bins each,
 * `products` products with opening stock on the first 5,000, 6 lot-tracked products (lots expiring
 * from last month to next year) and 3 serial-tracked ones, 10 suppliers, 50 customers, purchase
 * orders received and sales orders shipped, and about `movements` ledger entries in all.
 */
import { randomBytes } from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import {
  AppError,
  createAppRouter,
  createCallerFactory,
  createTokenIssuer,
  createUser,
  importProducts,
  ListCache,
  SessionCache,
  recordBulkMovements,
  type Actor,
  type ProductFields,
} from '@stockroom/api';
import { products as productsTable, type Db } from '@stockroom/db';
import { pdfPrinter } from './documents/printer.js';
import { createLoginThrottle } from './login-throttle.js';
import { count, sql } from 'drizzle-orm';

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
  log?: (line: string) => void;
}

export interface SeedSummary {
  products: number;
  movements: number;
  users: { email: string; role: string; warehouse?: string }[];
}

/** A typed caller of the router acting as `actor` (a token signed with a one-off secret). */
function callerFor(db: Db, actor: Actor, baseCurrency: string) {
  const tokens = createTokenIssuer(randomBytes(32).toString('hex'), 3600);
  // The seed subscribes no webhooks; their settings only need to be valid.
  const webhooks = { allowPrivateUrls: false, retryHours: 72, retryBaseMs: 10_000 };
  return createCallerFactory(createAppRouter({ productLists: new ListCache(db, 0), levelLists: new ListCache(db, 0), loginThrottle: createLoginThrottle({ maxFailures: 10, windowMs: 60_000 }), webhooks, printer: pdfPrinter }))({
    db,
    tokens,
    sessions: new SessionCache(0),
    log: { info() {}, warn() {}, error: (obj, msg) => console.error(msg, obj) },
    baseCurrency,
    requestId: 'seed',
    // The seed acts as the admin it has just created, whose token version is still 0.
    authorization: `Bearer ${tokens.sign({ id: actor.id, tokenVersion: 0 })}`,
    idempotency: { key: undefined, replayed: false },
  });
}

/**
 * Loads the demo dataset into an empty catalogue. Throws CONFLICT when products already exist
 * (`seed --reset --yes` empties the database first).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const [existing] = await db.select({ n: count() }).from(productsTable);
  if ((existing?.n ?? 0) > 0) throw new AppError('CONFLICT', 'The database already has products: `npm run seed -- --reset --yes` empties it first (deleting every record), or point DATABASE_URL / DATA_DIR at an empty database.');
  const baseValue = USD_VALUE[options.baseCurrency];
  if (baseValue === undefined) throw new AppError('CONFLICT', `The demo data has exchange rates into ${Object.keys(USD_VALUE).join(', ')} only: set BASE_CURRENCY to one of them to seed it.`);
  const faker = new Faker({ locale: [en], seed: SEED });
  faker.setDefaultRefDate('2026-01-01T00:00:00Z');

  const admin: Actor = await createUser(db, { email: 'admin@stockroom.test', password: DEMO_PASSWORD, name: 'Ada Admin', role: 'admin' });
  const api = callerFor(db, admin, options.baseCurrency);
  const warehouses: Awaited<ReturnType<typeof api.warehouses.create>>[] = [];
  for (const warehouse of WAREHOUSES) warehouses.push(await api.warehouses.create(warehouse));
  // Bins beside each warehouse's default location: aisles A–C, racks 01–04, shelves 1–3 (decision 0015).
  let locations = 0;
  const bins = new Map<string, string[]>();
  for (const warehouse of warehouses) {
    bins.set(warehouse.id, []);
    for (const aisle of ['A', 'B', 'C']) {
      for (let rack = 1; rack <= 4; rack++) {
        for (let shelf = 1; shelf <= 3; shelf++) {
          const rackCode = String(rack).padStart(2, '0');
          const location = await api.warehouses.createLocation({ id: warehouse.id, code: `${aisle}-${rackCode}-${shelf}`, name: `Aisle ${aisle}, rack ${rackCode}, shelf ${shelf}` });
          bins.get(warehouse.id)!.push(location.id);
          locations++;
        }
      }
    }
  }
  const users: SeedSummary['users'] = [{ email: admin.email, role: 'admin' }];
  for (const role of ['manager', 'staff', 'viewer'] as const) {
    await createUser(db, { email: `${role}@stockroom.test`, password: DEMO_PASSWORD, name: faker.person.fullName(), role });
    users.push({ email: `${role}@stockroom.test`, role });
  }
  const picker = warehouses[1]!;
  await createUser(db, { email: 'picker@stockroom.test', password: DEMO_PASSWORD, name: faker.person.fullName(), role: 'staff', warehouseId: picker.id });
  users.push({ email: 'picker@stockroom.test', role: 'staff', warehouse: picker.code });

  const categories: Awaited<ReturnType<typeof api.categories.create>>[] = [];
  for (const name of CATEGORY_NAMES) categories.push(await api.categories.create({ name, description: faker.commerce.productDescription() }));
  log(`users, ${warehouses.length} warehouses with ${locations} locations, ${categories.length} categories`);

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

  // Opening stock; `available` mirrors it locally only to generate orders that fit.
  const stocked = productIds.slice(0, STOCKED).map((id, i) => ({ id, costPrice: rows[i]!.costPrice! }));
  const available = new Map<string, number>();
  const key = (productId: string, warehouseId: string) => `${productId}/${warehouseId}`;
  const opening = stocked.flatMap((product) =>
    faker.helpers.arrayElements(warehouses, { min: 1, max: 3 }).map((warehouse) => ({
      productId: product.id,
      warehouseId: warehouse.id,
      quantity: faker.number.int({ min: 20, max: 250 }),
    })),
  );
  opening.forEach((line) => available.set(key(line.productId, line.warehouseId), line.quantity));
  await recordBulkMovements(db, opening, 'Opening balance', admin);
  let movements = opening.length;
  log(`${opening.length} opening balances`);

  const suppliers: Awaited<ReturnType<typeof api.suppliers.create>>[] = [];
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
  // Rates into the base currency since two years ago, and a newer one for each from last month.
  let rates = 0;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  for (const currency of SUPPLIER_CURRENCIES.filter((c) => c !== options.baseCurrency)) {
    const rate = (usd: number) => Number((usd / baseValue).toFixed(8));
    await api.exchangeRates.create({ currency, rate: rate(USD_VALUE[currency]! * 0.98), validFrom: daysAgo(730) });
    await api.exchangeRates.create({ currency, rate: rate(USD_VALUE[currency]!), validFrom: daysAgo(30) });
    rates += 2;
  }
  log(`${suppliers.length} suppliers, ${rates} exchange rates into ${options.baseCurrency}`);
  const customers: Awaited<ReturnType<typeof api.customers.create>>[] = [];
  for (let i = 1; i <= 50; i++) {
    const address = { line1: faker.location.streetAddress(), city: faker.location.city(), country: faker.helpers.arrayElement(['DE', 'PL', 'FR', 'NL', 'AT']) };
    customers.push(await api.customers.create({ code: `CUS-${String(i).padStart(4, '0')}`, name: faker.company.name(), email: faker.internet.email().toLowerCase(), billingAddress: address, shippingAddress: address }));
  }

  // Lot-tracked products with lots expiring from last month to next year, and serial-tracked
  // products, received into bins on purchase orders; one order of each lot product shipped FEFO (decision 0015).
  const today = Date.now();
  const expiry = (days: number) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
  const demoCategory = categories[CATEGORY_NAMES.indexOf('Adhesives')]!;
  const shelves: { warehouseId: string; locationId: string }[] = [];
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
    });
    const warehouse = warehouses[i % warehouses.length]!;
    const [bin] = faker.helpers.arrayElements(bins.get(warehouse.id)!, 1);
    const quantity = tracking === 'lot' ? 120 : 5;
    const order = await api.purchaseOrders.create({ supplierId: faker.helpers.arrayElement(suppliers).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity }] });
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
  log('6 lot-tracked and 3 serial-tracked products');

  // Purchase orders (5 lines, received) and sales orders (4 lines, mostly shipped): a tenth of the ledger between them.
  const target = Math.max(options.movements, movements);
  const purchaseOrders = Math.max(10, Math.round((target * 0.05) / 5));
  for (let i = 0; i < purchaseOrders; i++) {
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
    for (const line of lines) available.set(key(line.productId, warehouse.id), (available.get(key(line.productId, warehouse.id)) ?? 0) + line.quantity);
    movements += lines.length;
  }
  log(`${purchaseOrders} purchase orders`);

  const salesOrders = Math.max(40, Math.round((target * 0.05) / 4));
  const shippedOrders: Awaited<ReturnType<typeof api.salesOrders.ship>>[] = [];
  for (let i = 0; i < salesOrders; i++) {
    const warehouse = faker.helpers.arrayElement(warehouses);
    const candidates = stocked.filter((_, j) => j % 7 === i % 7 && (available.get(key(stocked[j]!.id, warehouse.id)) ?? 0) >= 5);
    const lines = faker.helpers.arrayElements(candidates, Math.min(4, candidates.length)).map((product) => ({
      productId: product.id,
      quantity: faker.number.int({ min: 1, max: 5 }),
      discount: faker.helpers.arrayElement([0, 0, 0, 5, 10]),
    }));
    if (!lines.length) continue;
    const order = await api.salesOrders.create({ customerId: faker.helpers.arrayElement(customers).id, warehouseId: warehouse.id, items: lines });
    if (i % 20 === 19) continue; // some drafts
    await api.salesOrders.update({ id: order.id, status: 'confirmed' });
    for (const line of lines) available.set(key(line.productId, warehouse.id), available.get(key(line.productId, warehouse.id))! - line.quantity);
    if (i % 10 === 8) continue; // some confirmed, not shipped
    shippedOrders.push(await api.salesOrders.ship({ id: order.id }));
    movements += lines.length;
  }
  log(`${salesOrders} sales orders`);

  // Returns (decision 0016): a unit back from each of four customers (the last one damaged), and two units
  // of a line of the newest received purchase order sent back to its supplier.
  for (const [n, order] of shippedOrders.slice(0, 4).entries()) {
    const line = order.items[0]!;
    const condition = n === 3 ? ('damaged' as const) : ('resellable' as const);
    await api.returns.customerCreate({ id: order.id, items: [{ itemId: line.id, quantity: 1, condition }], reason: condition === 'damaged' ? 'Arrived broken' : 'No longer needed' });
    if (condition === 'resellable') available.set(key(line.productId, order.warehouseId), available.get(key(line.productId, order.warehouseId))! + 1);
    movements += condition === 'resellable' ? 1 : 0;
  }
  const [received] = await api.purchaseOrders.list({ status: 'received', page: 1, limit: 1 }).then((page) => page.items);
  const line = received?.items.find((item) => (available.get(key(item.productId, received.warehouseId)) ?? 0) >= 2);
  if (received && line) {
    await api.returns.supplierCreate({ id: received.id, items: [{ itemId: line.id, quantity: 2 }], reason: 'Wrong specification' });
    available.set(key(line.productId, received.warehouseId), (available.get(key(line.productId, received.warehouseId)) ?? 0) - 2);
    movements += 1;
  }
  log('4 customer returns, 1 return to a supplier');

  // Replenishment (decision 0016): every stocked product offered by a preferred supplier, every third by a second one too.
  for (const [i, product] of stocked.entries()) {
    for (const [n, supplier] of faker.helpers.arrayElements(suppliers, i % 3 === 0 ? 2 : 1).entries()) {
      await api.replenishment.addOffer({
        id: supplier.id,
        productId: product.id,
        unitCost: cents(product.costPrice * faker.number.float({ min: 0.85, max: 1.05 })),
        leadTimeDays: faker.number.int({ min: 2, max: 21 }),
        minimumOrderQuantity: faker.helpers.arrayElement([1, 6, 12, 24]),
        isPreferred: n === 0,
      });
    }
  }
  // A two-step transfer on its way, one of its three lines received (decision 0016).
  const [source, destination] = [warehouses[0]!, warehouses[2]!];
  const travelling = stocked.filter((product) => (available.get(key(product.id, source.id)) ?? 0) >= 20).slice(0, 3);
  if (travelling.length) {
    const transfer = await api.transfers.create({ fromWarehouseId: source.id, toWarehouseId: destination.id, mode: 'two-step', items: travelling.map((product) => ({ productId: product.id, quantity: 8 })) });
    await api.transfers.ship({ id: transfer.id });
    await api.transfers.receive({ id: transfer.id, items: [{ productId: travelling[0]!.id, quantity: 8 }] });
    for (const product of travelling) available.set(key(product.id, source.id), available.get(key(product.id, source.id))! - 8);
    movements += travelling.length + 1;
  }
  log(`supplier products for ${stocked.length} products, a transfer in transit`);

  // The rest of the ledger: stock counts and manual issues, each covered by stock.
  const manual = [];
  while (movements + manual.length < target) {
    const line = faker.helpers.arrayElement(opening);
    const k = key(line.productId, line.warehouseId);
    const out = (available.get(k) ?? 0) > 10 && faker.datatype.boolean();
    const quantity = out ? -faker.number.int({ min: 1, max: 5 }) : faker.number.int({ min: 1, max: 8 });
    available.set(k, (available.get(k) ?? 0) + quantity);
    manual.push({ productId: line.productId, warehouseId: line.warehouseId, quantity });
  }
  await recordBulkMovements(db, manual, 'Demo activity', admin);
  movements += manual.length;

  // Cycle counts (decision 0016): one shelf counted and approved with a loss of 2 units, another being counted.
  for (const [i, shelf] of shelves.slice(0, 2).entries()) {
    const session = await api.counts.open({ ...shelf, note: i === 0 ? 'Weekly count' : 'Count in progress' });
    const { items: lines } = await api.counts.lines({ id: session.id, page: 1, limit: 100 });
    const counted = lines.slice(0, i === 0 ? lines.length : Math.ceil(lines.length / 2));
    await api.counts.record({ id: session.id, lines: counted.map((line, n) => ({ lineId: line.id, countedQuantity: line.expectedQuantity! - (n === 0 && i === 0 ? 2 : 0) })) });
    if (i === 0) await api.counts.approve({ id: session.id });
  }
  log('2 cycle counts, one approved and one in progress');
  log(`${movements} movements in all`);
  await db.execute(sql`analyze`); // fresh planner statistics for the new rows

  return { products: productIds.length, movements, users };
}
