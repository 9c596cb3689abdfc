/** The stock export (decision 0017): the stock list's levels as CSV. */
import type { Readable } from 'node:stream';
import type { Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../../auth/index.js';
import { csvStream } from '../../csv.js';
import * as repo from './csv.repository.js';
import { levelCsvColumns, type LevelExportQuery } from '../inventory.schema.js';
import { toLevel } from '../ledger/ledger.records.js';
import { levelFilterOf } from '../reports/reports.levels.service.js';

/** Levels read per page of an export. */
const EXPORT_PAGE = 1000;

/**
 * GET /api/inventory/export (decision 0017): the levels GET /api/inventory lists for `query`'s filters
 * (a bound actor: its warehouse's only; another warehouse it names gives a file with the header
 * only, as the list gives an empty page), as CSV text in levelCsvColumns, by SKU then warehouse
 * code; units as whole numbers, updatedAt ISO 8601. Read in keyset pages of 1,000 as the stream is
 * consumed (constant memory); each page is read at its own moment. A failing read destroys the stream.
 */
export function exportLevels(db: Db, query: LevelExportQuery, actor: Actor): Readable {
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  async function* pages() {
    if (warehouseId === false) return;
    const filter = levelFilterOf(query, warehouseId);
    let after: { sku: string; warehouseCode: string } | undefined;
    for (;;) {
      const rows = await repo.exportLevelsPage(db, filter, after, EXPORT_PAGE);
      if (rows.length) yield rows.map(toLevel);
      if (rows.length < EXPORT_PAGE) return;
      after = rows.at(-1)!;
    }
  }
  return csvStream(levelCsvColumns, pages());
}
