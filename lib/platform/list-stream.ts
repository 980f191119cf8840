// Whole lists for clients that never page (the original web client): every row the caller may see,
// up to LIST_CAP, written to the answer batch by batch so memory holds one batch, never the list.
import { describeError } from "@/lib/platform/log-error";
import { Payload } from "@/lib/platform/payload";

/** The most rows a list without `page` answers (api-contract.md); X-Total-Count still says how many match. */
export const LIST_CAP = 5_000;
const BATCH = 500;

/** A batch's filter: the list's own, and once a batch has been sent, only the rows after its last one. */
export const afterLast = <Where, Row>(where: Where, last: Row | null, after: (last: Row) => Where) =>
  last ? { AND: [where, after(last)] } : where;

export interface StreamedList<Row> {
  /** How many rows match (the X-Total-Count header); may exceed what is sent. Read beside the first batch. */
  total: number | Promise<number>;
  /** The next rows after `last` (null: from the start) in list order, at most `limit` of them. */
  batch: (last: Row | null, limit: number) => Promise<Row[]>;
  toJson: (row: Row) => unknown;
}

/**
 * The list's batches of 500 in keyset order (rows written meanwhile never shift a batch), starting with
 * `first` (already read), until a short batch or LIST_CAP rows; `last` marks the final one.
 */
async function* batchesFrom<Row>(
  first: Row[],
  batch: StreamedList<Row>["batch"],
): AsyncGenerator<{ rows: Row[]; last: boolean }> {
  let rows = first;
  let requested = Math.min(BATCH, LIST_CAP);
  let sent = 0;
  for (;;) {
    sent += rows.length;
    const last = rows.length < requested || sent >= LIST_CAP;
    yield { rows, last };
    if (last) return;
    requested = Math.min(BATCH, LIST_CAP - sent);
    rows = await batch(rows[rows.length - 1], requested);
  }
}

/** The count and the first batch, read side by side. */
const start = <Row>({ total, batch }: StreamedList<Row>) =>
  Promise.all([total, batch(null, Math.min(BATCH, LIST_CAP))]);

/**
 * A JSON array streamed in batches. The first batch is read before answering: a failing query is still
 * a `{ message, code }` error; a later failure can only cut the stream short, which the client sees as
 * a network error.
 */
export async function streamList<Row>(list: StreamedList<Row>): Promise<Payload> {
  const [total, firstRows] = await start(list);
  const batches = batchesFrom(firstRows, list.batch);
  const encoder = new TextEncoder();
  let sent = 0;
  let opened = false;

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        const { rows, last } = next.value;
        let chunk = opened ? "" : "[";
        opened = true;
        if (rows.length > 0) {
          // One JSON.stringify per batch (its brackets cut off) instead of one per row.
          chunk += (sent > 0 ? "," : "") + JSON.stringify(rows.map(list.toJson)).slice(1, -1);
          sent += rows.length;
        }
        if (last) chunk += "]";
        controller.enqueue(encoder.encode(chunk));
        if (last) controller.close();
      } catch (error) {
        console.error("list stream failed:", describeError(error));
        controller.error(error);
      }
    },
  });
  return new Payload(stream, { type: "application/json; charset=utf-8", total });
}

/** The same list as the values the stream would carry, for a screen's first data (lib/attendance/screen-data.ts). */
export async function readList<Row>(list: StreamedList<Row>): Promise<unknown[]> {
  const [, firstRows] = await start(list);
  const items: unknown[] = [];
  for await (const { rows } of batchesFrom(firstRows, list.batch)) items.push(...rows.map(list.toJson));
  return items;
}
