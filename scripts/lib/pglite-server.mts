// Serves one PGlite database to many PostgreSQL clients over TCP, one session turn at a time.
//
// PGlite is a single backend session. @electric-sql/pglite-socket 0.2.17 shares it between client
// connections per protocol *message*, so one client's Parse can land between another's Parse and
// Bind (docs/design.md#machine-facts: wrong rows, "portal does not exist", hangs; upstream electric-sql/pglite#1046 and pull 977). Here a
// connection holds the session from its first message until the session is idle again: after a Sync
// or a simple Query, outside a transaction block. So each extended-query batch and each transaction
// runs as if alone, whatever the number of connections. Waiting for a turn is bounded (an error the
// app answers with 503), and so is holding a transaction open while idle (as PostgreSQL's
// idle_in_transaction_session_timeout).
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

export interface PgliteServerOptions {
  db: PGlite;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  maxConnections?: number;
  /** How long a statement may wait for the session before it fails with 57014. */
  queueTimeoutMs?: number;
  /** How long a connection may sit idle inside a transaction (or a half-sent batch) while others wait. */
  idleInTransactionTimeoutMs?: number;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

function errorResponse(severity: "ERROR" | "FATAL", code: string, message: string): Buffer {
  const fields = Buffer.concat([
    ...[
      ["S", severity],
      ["V", severity],
      ["C", code],
      ["M", message],
    ].map(([key, value]) => Buffer.from(`${key}${value}\0`)),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

const readyForQuery = () => Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

function simpleQuery(sql: string): Buffer {
  const body = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write("Q", 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** A connection, or the launcher's own work (a snapshot) that needs the session idle. */
interface TurnTaker {
  granted(): void;
}

/** Who holds the PGlite session, and who waits for it (first come, first served). */
class Turns {
  owner: TurnTaker | null = null;
  private waiting: TurnTaker[] = [];

  /** True when `session` holds the turn now; else it is queued and `granted()` is called later. */
  request(session: TurnTaker): boolean {
    if (this.owner === session) return true;
    if (!this.owner) {
      this.owner = session;
      return true;
    }
    if (!this.waiting.includes(session)) this.waiting.push(session);
    return false;
  }

  release(session: TurnTaker) {
    this.drop(session);
    if (this.owner !== session) return;
    this.owner = null;
    const next = this.waiting.shift();
    if (next) {
      this.owner = next;
      next.granted();
    }
  }

  drop(session: TurnTaker) {
    this.waiting = this.waiting.filter((s) => s !== session);
  }

  get queued() {
    return this.waiting.length;
  }
}

class Session {
  private buffer = Buffer.alloc(0);
  private started = false;
  private pumping = false;
  /** Messages were run since the last Sync/Query: the session is not idle even outside a transaction. */
  private midBatch = false;
  /** After a queue timeout: the rest of that batch is dropped up to its Sync, then ReadyForQuery. */
  private discarding = false;
  private closed = false;
  private queueTimer?: NodeJS.Timeout;
  private idleTimer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly turns: Turns,
    private readonly options: Required<Pick<PgliteServerOptions, "queueTimeoutMs" | "idleInTransactionTimeoutMs">>,
    private readonly refused: boolean,
    private readonly onClosed: () => void,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (data) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
      clearTimeout(this.idleTimer);
      void this.pump();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => void this.close());
  }

  /** The next complete message (startup messages have no type byte), or null. */
  private peek(): { type: string; bytes: Buffer } | null {
    if (!this.started) {
      if (this.buffer.length < 8) return null;
      const length = this.buffer.readInt32BE(0);
      return this.buffer.length >= length ? { type: "startup", bytes: this.buffer.subarray(0, length) } : null;
    }
    if (this.buffer.length < 5) return null;
    const length = 1 + this.buffer.readInt32BE(1);
    return this.buffer.length >= length
      ? { type: String.fromCharCode(this.buffer[0]), bytes: this.buffer.subarray(0, length) }
      : null;
  }

  private write(data: Uint8Array) {
    if (!this.closed && this.socket.writable) this.socket.write(data);
  }

  granted() {
    clearTimeout(this.queueTimer);
    this.queueTimer = undefined;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.closed) return;
    this.pumping = true;
    try {
      for (let message = this.peek(); message && !this.closed; message = this.peek()) {
        if (message.type === "startup" && this.handshake(message.bytes)) continue;
        if (message.type === "X") {
          this.socket.end();
          return;
        }
        if (this.discarding) {
          this.buffer = this.buffer.subarray(message.bytes.length);
          if (message.type === "S" || message.type === "Q") {
            this.discarding = false;
            this.write(readyForQuery());
          }
          continue;
        }
        if (!this.turns.request(this)) {
          this.queueTimer ??= setTimeout(() => this.timedOut(), this.options.queueTimeoutMs);
          return;
        }
        this.buffer = this.buffer.subarray(message.bytes.length);
        const boundary = message.type === "S" || message.type === "Q" || message.type === "startup";
        this.midBatch = !boundary;
        await this.execute(message.bytes);
        // A connection that closed meanwhile is cleaned up and handed on by close() alone.
        if (this.closed) return;
        if (message.type === "startup") this.started = true;
        if (boundary && !this.db.isInTransaction()) this.turns.release(this);
      }
      // Holding the session with nothing to run: a transaction or batch the client has not finished.
      if (this.turns.owner === this && !this.closed) {
        this.idleTimer = setTimeout(() => this.idleTooLong(), this.options.idleInTransactionTimeoutMs);
      }
    } finally {
      this.pumping = false;
    }
  }

  /** SSL/GSS/cancel requests and the connection limit, answered before PGlite sees anything. */
  private handshake(bytes: Buffer): boolean {
    const code = bytes.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.buffer = this.buffer.subarray(bytes.length);
      this.write(Buffer.from("N"));
      return true;
    }
    if (code === CANCEL_REQUEST || this.refused) {
      // PGlite has no other backend to signal: a cancel request is dropped, as the protocol allows.
      if (this.refused) this.write(errorResponse("FATAL", "53300", "sorry, too many clients already"));
      this.buffer = Buffer.alloc(0);
      this.socket.end();
      return true;
    }
    return false;
  }

  private async execute(bytes: Buffer) {
    const run = this.db.runExclusive(() =>
      this.db.execProtocolRawStream(new Uint8Array(bytes), { onRawData: (data) => this.write(data) }),
    );
    this.running = run.catch(() => undefined);
    try {
      await run;
    } catch (error) {
      // PGlite itself failed (not an SQL error, which comes back as an ErrorResponse): end this session.
      this.write(errorResponse("FATAL", "XX000", `embedded database: ${(error as Error).message}`));
      this.socket.destroy();
    }
  }

  private timedOut() {
    this.queueTimer = undefined;
    if (this.closed || this.turns.owner === this) return;
    this.turns.drop(this);
    const waited = this.options.queueTimeoutMs;
    const seconds = waited >= 1000 ? `${Math.round(waited / 1000)} s` : `${waited} ms`;
    if (!this.started) {
      this.write(errorResponse("FATAL", "57014", `the embedded database was busy for ${seconds}`));
      this.socket.end();
      return;
    }
    this.write(errorResponse("ERROR", "57014", `canceling statement: the embedded database was busy for ${seconds}`));
    this.discarding = true;
    void this.pump();
  }

  private idleTooLong() {
    if (this.closed || this.turns.owner !== this) return;
    this.write(errorResponse("FATAL", "25P03", "terminating connection due to idle-in-transaction timeout"));
    this.socket.destroy();
  }

  /**
   * A client gone mid-batch or mid-transaction: end the batch, roll back, hand the session on.
   * (A batch whose Execute already ran is committed by that Sync: its statement is whole either way.)
   */
  close(): Promise<void> {
    this.closing ??= this.cleanUp();
    return this.closing;
  }

  private closing?: Promise<void>;

  private async cleanUp() {
    this.closed = true;
    clearTimeout(this.queueTimer);
    clearTimeout(this.idleTimer);
    this.turns.drop(this);
    await this.running;
    if (this.turns.owner === this) {
      try {
        await this.db.runExclusive(async () => {
          if (this.midBatch) await this.db.execProtocolRaw(new Uint8Array(SYNC));
          if (this.db.isInTransaction()) await this.db.execProtocolRaw(new Uint8Array(simpleQuery("ROLLBACK")));
        });
      } catch {
        // The database is closing (server stop): nothing left to clean.
      } finally {
        this.turns.release(this);
      }
    }
    this.onClosed();
  }
}

export interface PgliteServer {
  port: number;
  stats(): { connections: number; queued: number };
  /** Runs `work` when no connection holds the session (no batch or transaction half done), in line with them. */
  whenIdle<T>(work: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export async function servePglite(options: PgliteServerOptions): Promise<PgliteServer> {
  const turns = new Turns();
  const sessions = new Map<Socket, Session>();
  const limits = {
    queueTimeoutMs: options.queueTimeoutMs ?? 10_000,
    idleInTransactionTimeoutMs: options.idleInTransactionTimeoutMs ?? 30_000,
  };
  const maxConnections = options.maxConnections ?? 100;
  const server: Server = createServer((socket) => {
    const refused = sessions.size >= maxConnections;
    sessions.set(socket, new Session(socket, options.db, turns, limits, refused, () => sessions.delete(socket)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    stats: () => ({ connections: sessions.size, queued: turns.queued }),
    whenIdle<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const taker: TurnTaker = {
          granted: () => {
            work()
              .then(resolve, reject)
              .finally(() => turns.release(taker));
          },
        };
        if (turns.request(taker)) taker.granted();
      });
    },
    /** Closes every connection (rolling back open transactions), then the listener. */
    async stop() {
      const closing = [...sessions].map(([socket, session]) => {
        socket.destroy();
        return session.close();
      });
      await Promise.all(closing);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
