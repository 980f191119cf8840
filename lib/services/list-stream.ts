// Whole lists for clients that never page (the original web client): every row the caller may see,
// up to LIST_CAP, written to the response batch by batch so memory holds one batch, never the list.
import { describeError } from "@/lib/http/log-error";

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
 * A JSON array response streamed in batches of 500 (keyset order, so rows written meanwhile never
 * shift a batch). The first batch is read before answering: a failing query is still a `{ message }`
 * error; a later failure can only cut the stream short, which the client sees as a network error.
 */
export async function streamList<Row>({ total: counting, batch, toJson }: StreamedList<Row>): Promise<Response> {
  const [total, firstRows] = await Promise.all([counting, batch(null, Math.min(BATCH, LIST_CAP))]);
  const encoder = new TextEncoder();
  let pending: Row[] | null = firstRows;
  let last: Row | null = null;
  let sent = 0;
  let opened = false;

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const requested = pending ? Math.min(BATCH, LIST_CAP) : Math.min(BATCH, LIST_CAP - sent);
        const rows = pending ?? (await batch(last, requested));
        pending = null;
        let chunk = opened ? "" : "[";
        opened = true;
        if (rows.length > 0) {
          // One JSON.stringify per batch (its brackets cut off) instead of one per row.
          chunk += (sent > 0 ? "," : "") + JSON.stringify(rows.map(toJson)).slice(1, -1);
          sent += rows.length;
        }
        if (rows.length > 0) last = rows[rows.length - 1];
        const finished = rows.length < requested || sent >= LIST_CAP;
        if (finished) chunk += "]";
        controller.enqueue(encoder.encode(chunk));
        if (finished) controller.close();
      } catch (error) {
        console.error("list stream failed:", describeError(error));
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "X-Total-Count": String(total) },
  });
}
