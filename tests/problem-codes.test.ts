// Every problem code the API can answer with has its words in every language, and the English the API
// sends as `message` is the catalogue's (docs/api-contract.md#problem-codes).
import { describe, expect, it } from "vitest";
import { type ZodError, z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { ApiError, problem } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/error-response";
import { codeOfStatus, isProblemCode, PROBLEMS, type ProblemCode } from "@/lib/problems";
import { catalogues } from "./i18n/catalogue";

const codes = Object.keys(PROBLEMS) as ProblemCode[];

describe("problem codes", () => {
  it.each(LOCALES)("every code has its %s words, and no words lack a code", (locale) => {
    const catalogue = catalogues[locale];
    expect(codes.filter((code) => !catalogue.has(`errors.${code}`))).toEqual([]);
    const words = [...catalogue.keys()].filter((key) => key.startsWith("errors.")).map((key) => key.slice(7));
    expect(words.filter((key) => !isProblemCode(key))).toEqual([]);
  });

  it("codes are kebab-case and every generic status code is declared with its status", () => {
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503]) {
      expect(PROBLEMS[codeOfStatus(status)], String(status)).toBe(status);
    }
  });

  it("a problem answers with its status, the catalogue's English, its code and params", async () => {
    const answer = errorResponse(problem("server-error", { reference: "ab12cd34" }), "ab12cd34");
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      message: "Something went wrong on our side (reference ab12cd34).",
      code: "server-error",
      params: { reference: "ab12cd34" },
    });
    const plain = errorResponse(problem("sign-in-required"), "x");
    expect(await plain.json()).toEqual({ message: "Please sign in to continue", code: "sign-in-required" });
  });

  it("an error without a code of its own answers with its status's generic code", async () => {
    const answer = errorResponse(new ApiError(409, "Marks for Ann already exist"), "x");
    expect(await answer.json()).toEqual({ message: "Marks for Ann already exist", code: "conflict" });
  });

  it("a schema whose message is a code answers with that code; English messages stay as they are", async () => {
    const coded = z.object({ name: z.string().max(3, "nul-text") }).safeParse({ name: "long" });
    const english = z.object({ name: z.string().max(3, "Name is too long") }).safeParse({ name: "long" });
    const codedAnswer = errorResponse(coded.error as ZodError, "x");
    expect(codedAnswer.status).toBe(400);
    expect(await codedAnswer.json()).toEqual({
      message: "Text may not contain NUL characters",
      code: "nul-text",
      params: { max: 3 },
    });
    expect(await errorResponse(english.error as ZodError, "x").json()).toEqual({
      message: "Name is too long",
      code: "invalid-input",
    });
  });
});
