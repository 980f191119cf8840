// Local stand-ins for the notice providers: they record every request exactly as it arrived (method,
// path, headers, raw body) and answer what each test tells them to.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeHttp {
  url: string;
  seen: SeenRequest[];
  /** The next answers, in order; when they run out, the last one again. */
  answers: { status: number; body: unknown }[];
  close(): Promise<void>;
}

export async function fakeHttpProvider(): Promise<FakeHttp> {
  const fake: Omit<FakeHttp, "url" | "close"> = { seen: [], answers: [] };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      fake.seen.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      const answer = fake.answers.length > 1 ? fake.answers.shift()! : fake.answers[0];
      response.writeHead(answer?.status ?? 500, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer?.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    ...fake,
    get seen() {
      return fake.seen;
    },
    get answers() {
      return fake.answers;
    },
    set answers(value) {
      fake.answers = value;
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface FakeSmtp {
  url: string;
  /** Every command line the client sent, and each message's DATA as it arrived. */
  commands: string[];
  messages: string[];
  /** A reply to RCPT TO instead of 250 (a refused address). */
  rcptReply: string | null;
  close(): Promise<void>;
}

/** A minimal SMTP server (RFC 5321's happy path: EHLO, MAIL, RCPT, DATA, QUIT), without STARTTLS or AUTH. */
export async function fakeSmtpServer(): Promise<FakeSmtp> {
  const state = { commands: [] as string[], messages: [] as string[], rcptReply: null as string | null };
  const server: TcpServer = createTcpServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake.smtp.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          state.messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 2.0.0 Ok: queued as FAKE1\r\n");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        state.commands.push(line);
        const verb = line.split(" ")[0].toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-fake.smtp.test\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") socket.write("250 2.1.0 Ok\r\n");
        else if (verb === "RCPT") socket.write(`${state.rcptReply ?? "250 2.1.5 Ok"}\r\n`);
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") socket.end("221 2.0.0 Bye\r\n");
        else if (verb === "RSET" || verb === "NOOP") socket.write("250 2.0.0 Ok\r\n");
        else socket.write("502 5.5.2 Command not recognized\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    get commands() {
      return state.commands;
    },
    get messages() {
      return state.messages;
    },
    get rcptReply() {
      return state.rcptReply;
    },
    set rcptReply(value) {
      state.rcptReply = value;
    },
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For the enclosing suite, the app's reverse geocoder (env.GEOCODER_URL) is a local stand-in that
 * answers each request with `answer`. Answers cached from the default provider by earlier files belong
 * to that provider: the cache is emptied first.
 */
export function withFakeGeocoder(answer: (url: URL, response: ServerResponse) => void): void {
  const originalUrl = env.GEOCODER_URL;
  const server = createServer((request, response) => answer(new URL(request.url ?? "/", "http://localhost"), response));
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await db.geocodeCache.deleteMany();
    (env as { GEOCODER_URL: string }).GEOCODER_URL =
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/reverse-geocode`;
  });
  afterAll(async () => {
    (env as { GEOCODER_URL: string }).GEOCODER_URL = originalUrl;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
