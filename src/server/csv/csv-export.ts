import { Readable } from 'node:stream';
import { csvLine, type CsvValue } from '../../domain/format/csv';

const BATCH = 2_000;

/**
 * A CSV export (docs/product/assets-and-locations.md#assets-in-bulk): the header, then every record
 * `read` finds (not a page of them), streamed a batch at a time as it is read, each as the row its
 * import reads back unchanged (csvLine guards formulas). `read` takes an offset and a limit in a
 * stable order.
 */
export function csvStream<R>(
  header: readonly string[],
  read: (offset: number, limit: number) => Promise<R[]>,
  row: (record: R) => readonly CsvValue[],
): Readable {
  async function* lines() {
    yield csvLine(header);
    for (let offset = 0; ; offset += BATCH) {
      const records = await read(offset, BATCH);
      if (records.length) yield records.map((r) => csvLine(row(r))).join('');
      if (records.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
