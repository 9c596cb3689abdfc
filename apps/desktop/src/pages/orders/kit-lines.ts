/**
 * Kits on a sales order (decision 0023 point 9): a kit is sold as one line (`kit`, carrying the
 * price) and picked, shipped and returned as its component lines (`kitItemId`: the kit's line),
 * which the server writes right after it. The kit's line is never allocated and ships nothing
 * itself: its shipped and returned quantities are the whole kits its components make.
 */

/** What a line says of kits; purchase orders and transfers have neither field. */
interface KitFields {
  id: string;
  sku: string;
  /** The line of a kit, fulfilled by its component lines. */
  kit?: boolean;
  /** On a component line of a kit: the kit's line. */
  kitItemId?: string | null;
}

/** True for a kit's own line, which is neither allocated, scanned, shipped nor returned itself. */
export const isKitLine = (line: Pick<KitFields, 'id' | 'kit'>) => line.kit === true;

/** The lines units are picked, shipped and returned on: all but the kits' own lines. */
export const physicalLines = <L extends Pick<KitFields, 'id' | 'kit'>>(lines: L[]): L[] => lines.filter((line) => !isKitLine(line));

/**
 * `lines` with each kit's line followed by its component lines, each component line told the SKU of
 * its kit (`kitSku`); other lines keep their order, and a component line whose kit's line is not
 * among them stays where it is.
 */
export function withKitsGrouped<L extends KitFields>(lines: L[]): (L & { kitSku?: string })[] {
  const kits = new Map(lines.filter(isKitLine).map((line) => [line.id, line]));
  const grouped = (kitItemId: string) => lines.filter((line) => line.kitItemId === kitItemId);
  return lines.flatMap((line): (L & { kitSku?: string })[] => {
    if (line.kitItemId && kits.has(line.kitItemId)) return [];
    if (!isKitLine(line)) return [line];
    return [line, ...grouped(line.id).map((component) => ({ ...component, kitSku: line.sku }))];
  });
}
