import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { africasTalkingChannel } from "@/lib/notices/channel-africastalking";
import { twilioChannel } from "@/lib/notices/channel-twilio";
import { smtpChannel } from "@/lib/notices/channel-smtp";
import { ChannelError } from "@/lib/notices/channel";
import { fakeHttpProvider, fakeSmtpServer, type FakeHttp, type FakeSmtp } from "../helpers/fake-providers";

const notice = { id: "n1", to: "+250788123456", text: "GS Kigali: Aline was absent on 26 Nov 2026.", subject: "x" };

async function failureOf(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe("Africa's Talking", () => {
  let fake: FakeHttp;
  beforeAll(async () => {
    fake = await fakeHttpProvider();
  });
  afterAll(() => fake.close());
  const channel = () =>
    africasTalkingChannel({
      url: `${fake.url}/version1/messaging`,
      username: "school",
      apiKey: "at-key",
      senderId: "GSKIGALI",
    });

  it("posts the form its API takes, with the key in the apiKey header, and keeps the message id", async () => {
    fake.answers = [
      {
        status: 201,
        body: {
          SMSMessageData: {
            Message: "Sent to 1/1 Total Cost: RWF 15",
            Recipients: [
              { statusCode: 101, number: notice.to, status: "Success", cost: "RWF 15", messageId: "ATXid_1" },
            ],
          },
        },
      },
    ];
    const sent = await channel().send(notice);
    expect(sent).toEqual({ providerId: "ATXid_1" });
    const [request] = fake.seen.splice(0);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/version1/messaging");
    expect(request.headers.apikey).toBe("at-key");
    expect(request.headers.accept).toBe("application/json");
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      username: "school",
      to: "+250788123456",
      message: notice.text,
      from: "GSKIGALI",
    });
  });

  it("leaves `from` out without a sender id", async () => {
    await africasTalkingChannel({
      url: `${fake.url}/version1/messaging`,
      username: "u",
      apiKey: "k",
      senderId: "",
    }).send(notice);
    expect(new URLSearchParams(fake.seen.splice(0)[0].body).has("from")).toBe(false);
  });

  it("tells a refused number (for good) from a provider failure (try again)", async () => {
    fake.answers = [
      { status: 201, body: { SMSMessageData: { Recipients: [{ statusCode: 403, status: "InvalidPhoneNumber" }] } } },
    ];
    const refused = await failureOf(channel().send(notice));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toBe("Africa's Talking refused it: InvalidPhoneNumber (403)");
    expect(refused.message).not.toContain(notice.to);
    fake.answers = [{ status: 500, body: {} }];
    expect((await failureOf(channel().send(notice))).retryable).toBe(true);
    fake.answers = [
      { status: 201, body: { SMSMessageData: { Recipients: [{ statusCode: 405, status: "InsufficientBalance" }] } } },
    ];
    expect((await failureOf(channel().send(notice))).retryable).toBe(true);
    fake.seen.splice(0);
  });
});

describe("Twilio", () => {
  let fake: FakeHttp;
  beforeAll(async () => {
    fake = await fakeHttpProvider();
  });
  afterAll(() => fake.close());
  const channel = () =>
    twilioChannel({
      apiBase: fake.url,
      accountSid: "AC0123456789abcdef",
      authToken: "tw-token",
      from: "+15005550006",
      statusCallback: "https://school.example.org/api/notices/receipts/twilio",
    });

  it("posts To, From, Body and StatusCallback to the account's Messages.json with basic auth", async () => {
    fake.answers = [{ status: 201, body: { sid: "SM0123", status: "queued" } }];
    expect(await channel().send(notice)).toEqual({ providerId: "SM0123" });
    const [request] = fake.seen.splice(0);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/2010-04-01/Accounts/AC0123456789abcdef/Messages.json");
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("AC0123456789abcdef:tw-token").toString("base64")}`,
    );
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: "+250788123456",
      From: "+15005550006",
      Body: notice.text,
      StatusCallback: "https://school.example.org/api/notices/receipts/twilio",
    });
  });

  it("gives up on an invalid number and tries again after throttling", async () => {
    fake.answers = [{ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } }];
    const refused = await failureOf(channel().send(notice));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toBe("Twilio answered 400 (21211)");
    fake.answers = [{ status: 429, body: { code: 20429 } }];
    expect((await failureOf(channel().send(notice))).retryable).toBe(true);
    fake.seen.splice(0);
  });
});

describe("SMTP", () => {
  let fake: FakeSmtp;
  beforeAll(async () => {
    fake = await fakeSmtpServer();
  });
  afterAll(() => fake.close());

  it("sends MAIL FROM, RCPT TO and the message with its subject and text", async () => {
    const channel = smtpChannel({ url: fake.url, from: "GS Kigali <notices@school.example.org>" });
    const sent = await channel.send({
      id: "n2",
      to: "parent@example.org",
      text: "École Française : Françoise a été notée absente.",
      subject: "École : présences de Françoise",
    });
    expect(sent.providerId).toMatch(/^<.+>$/);
    expect(fake.commands).toContain("MAIL FROM:<notices@school.example.org>");
    expect(fake.commands).toContain("RCPT TO:<parent@example.org>");
    expect(fake.commands).toContain("DATA");
    const [message] = fake.messages;
    expect(message).toMatch(/^From: GS Kigali <notices@school\.example\.org>$/m);
    expect(message).toMatch(/^To: parent@example\.org$/m);
    expect(message).toMatch(/^X-Notice-ID: n2$/m);
    // Non-ASCII headers travel encoded (RFC 2047), the text as quoted-printable UTF-8.
    expect(message).toMatch(/^Subject: =\?UTF-8\?Q\?/m);
    expect(message).toContain("Content-Type: text/plain; charset=utf-8");
    expect(message).toContain("=C3=89cole Fran=C3=A7aise : Fran=C3=A7oise a =C3=A9t=C3=A9 not=C3=A9e =\r\nabsente.");
  });

  it("gives up on an address the server refuses for good, and tries again when it is unreachable", async () => {
    fake.rcptReply = "550 5.1.1 No such user";
    const refused = await failureOf(
      smtpChannel({ url: fake.url, from: "n@school.example.org" }).send({ ...notice, to: "nobody@example.org" }),
    );
    expect(refused.retryable).toBe(false);
    expect(refused.message).toBe("The mail server answered 550");
    fake.rcptReply = null;
    const unreachable = await failureOf(
      smtpChannel({ url: "smtp://127.0.0.1:1", from: "n@school.example.org" }).send({ ...notice, to: "a@example.org" }),
    );
    expect(unreachable.retryable).toBe(true);
  });
});
