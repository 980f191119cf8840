import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isStopReply, twilioSignature } from "@/lib/notices/receipts";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { addGuardian, addNotice } from "../fixtures/notices-fixture";
import { noticesApi } from "@/lib/notices/api";

const { POST: receive } = noticesApi["/api/notices/receipts/[provider]"];

const SECRET = "at-callback-secret-0123456789abcdef";
const TOKEN = "twilio-auth-token-test";
const PUBLIC = "https://school.example.org";
const saved = { ...env };

beforeAll(() => {
  Object.assign(env, { NOTICE_RECEIPT_SECRET: SECRET, NOTICE_TWILIO_AUTH_TOKEN: TOKEN, NOTICE_PUBLIC_URL: PUBLIC });
});
afterAll(() => {
  Object.assign(env, saved);
});

function post(
  provider: string,
  form: Record<string, string> | string,
  options: { query?: string; headers?: Record<string, string> } = {},
) {
  const body = typeof form === "string" ? form : new URLSearchParams(form).toString();
  const request = new Request(`http://127.0.0.1:3000/api/notices/receipts/${provider}${options.query ?? ""}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
    body,
  });
  return receive(request, { params: Promise.resolve({ provider }) }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { code?: string; changed?: number },
  }));
}

/** Signed as Twilio signs: over our public URL of the route and the form's fields. */
const twilioHeaders = (form: Record<string, string>, token = TOKEN) => ({
  "x-twilio-signature": twilioSignature(token, `${PUBLIC}/api/notices/receipts/twilio`, new URLSearchParams(form)),
});

async function sentNotice(providerId: string) {
  const { school, students } = await classWithStudents(1);
  const guardian = await addGuardian(students[0]._id);
  const notice = await addNotice(
    { schoolId: school._id, studentId: students[0]._id, guardian },
    { channel: "sms", status: "sent", sentAt: new Date(), providerId },
  );
  return { notice, guardian, studentId: students[0]._id, schoolId: school._id };
}

describe("Twilio's request signature", () => {
  it("is the one its documentation works through", () => {
    const form = new URLSearchParams({
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    });
    expect(twilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", form)).toBe(
      "0/KCTR6DLpKmkAf8muzZqo1nDgQ=",
    );
  });
});

describe("opt-out replies", () => {
  it("stop on STOP and its French and Kinyarwanda words, in any case, the first word only", () => {
    for (const reply of [
      "STOP",
      "stop please",
      " Arrêt",
      "ARRET",
      "Hagarika.",
      "hagarika rwose",
      "UNSUBSCRIBE",
      "Stop!",
    ]) {
      expect(isStopReply(reply), reply).toBe(true);
    }
    for (const reply of ["Do not stop", "STOPPED", "Murakoze", "", "   "])
      expect(isStopReply(reply), reply).toBe(false);
  });
});

describe("POST /api/notices/receipts/{provider}", () => {
  it("Africa's Talking: without the shared secret a delivery report changes nothing; with it, the notice is delivered", async () => {
    const { notice } = await sentNotice("ATXid_receipt_1");
    const report = { id: "ATXid_receipt_1", status: "Success", phoneNumber: notice.to, networkCode: "63510" };
    for (const query of ["", "?secret=wrong", `?secret=${SECRET.slice(0, -1)}`]) {
      const forged = await post("africastalking", report, { query });
      expect(forged).toEqual({ status: 403, body: expect.objectContaining({ code: "receipt-unverified" }) });
    }
    expect((await db.notice.findUniqueOrThrow({ where: { id: notice.id } })).status).toBe("sent");
    const genuine = await post("africastalking", report, { query: `?secret=${SECRET}` });
    expect(genuine).toEqual({ status: 200, body: { ok: true, changed: 1 } });
    const delivered = await db.notice.findUniqueOrThrow({ where: { id: notice.id } });
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).not.toBeNull();
    // The same report again changes nothing more.
    expect((await post("africastalking", report, { query: `?secret=${SECRET}` })).body.changed).toBe(0);
  });

  it("Africa's Talking: a failed report says why; a STOP reply and a bulk opt-out withdraw consent", async () => {
    const { notice, guardian } = await sentNotice("ATXid_receipt_2");
    await post(
      "africastalking",
      { id: "ATXid_receipt_2", status: "Failed", failureReason: "UserInBlackList", phoneNumber: notice.to },
      { query: `?secret=${SECRET}` },
    );
    expect(await db.notice.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({
      status: "failed",
      reason: "undelivered",
      error: "Failed: UserInBlackList",
    });
    const reply = { from: guardian.phone, to: "12345", text: "Hagarika", date: "2026-03-02 08:00:00", id: "in-1" };
    expect((await post("africastalking", reply, { query: "?secret=nope" })).status).toBe(403);
    expect((await db.guardian.findUniqueOrThrow({ where: { id: guardian.id } })).consent).toBe(true);
    expect((await post("africastalking", reply, { query: `?secret=${SECRET}` })).body.changed).toBe(1);
    expect(await db.guardian.findUniqueOrThrow({ where: { id: guardian.id } })).toMatchObject({
      consent: false,
      consentAt: null,
    });

    const other = await sentNotice("ATXid_receipt_3");
    const optOut = { senderId: "GSKIGALI", phoneNumber: other.guardian.phone };
    expect((await post("africastalking", optOut, { query: `?secret=${SECRET}` })).body.changed).toBe(1);
    expect((await db.guardian.findUniqueOrThrow({ where: { id: other.guardian.id } })).consent).toBe(false);
  });

  it("Twilio: a status callback with a bad signature changes nothing; a signed one does", async () => {
    const { notice } = await sentNotice("SMreceipt1");
    const callback = { MessageSid: "SMreceipt1", MessageStatus: "delivered", AccountSid: "AC1", To: notice.to };
    const cases = [
      {},
      { "x-twilio-signature": "not-a-signature" },
      twilioHeaders(callback, "another-token"),
      twilioHeaders({ ...callback, MessageStatus: "failed" }),
    ];
    for (const headers of cases) {
      expect((await post("twilio", callback, { headers })).status).toBe(403);
    }
    expect((await db.notice.findUniqueOrThrow({ where: { id: notice.id } })).status).toBe("sent");
    expect((await post("twilio", callback, { headers: twilioHeaders(callback) })).body).toEqual({
      ok: true,
      changed: 1,
    });
    expect((await db.notice.findUniqueOrThrow({ where: { id: notice.id } })).status).toBe("delivered");
  });

  it("Twilio: a signed reply 'Arrêt' withdraws consent and cancels what was waiting for that number", async () => {
    const { guardian, studentId, schoolId } = await sentNotice("SMreceipt2");
    const inAnHour = new Date(Date.now() + 3_600_000);
    const waiting = await addNotice(
      { schoolId, studentId, guardian },
      { date: new Date("2026-03-03T00:00:00Z"), channel: "sms", dueAt: inAnHour, attemptAt: inAnHour },
    );
    const reply = { MessageSid: "SMin1", From: guardian.phone, To: "+15005550006", Body: "Arrêt" };
    expect((await post("twilio", reply, { headers: twilioHeaders(reply) })).body).toEqual({ ok: true, changed: 1 });
    expect((await db.guardian.findUniqueOrThrow({ where: { id: guardian.id } })).consent).toBe(false);
    expect(await db.notice.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
      status: "cancelled",
      reason: "no-consent",
    });
  });

  it("refuses what is not a provider's form: another content type, an oversized body, an unknown provider", async () => {
    const json = await receive(
      new Request("http://127.0.0.1/api/notices/receipts/twilio", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
      { params: Promise.resolve({ provider: "twilio" }) },
    );
    expect(json.status).toBe(415);
    expect((await post("africastalking", `text=${"x".repeat(20_000)}`, { query: `?secret=${SECRET}` })).status).toBe(
      413,
    );
    expect((await post("smtp", { id: "x", status: "Success" })).status).toBe(400);
    expect((await post("log", { id: "x", status: "Success" })).status).toBe(400);
  });
});
