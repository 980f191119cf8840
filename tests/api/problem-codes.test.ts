// Every problem code the API can answer with has its words in every language, and the English the API
// sends as `message` is the catalogue's (docs/api-contract.md#problem-codes).
import { describe, expect, it } from "vitest";
import { type ZodError, z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { ApiError, problem } from "@/lib/problems/api-error";
import { errorResponse } from "@/lib/http/error-response";
import {
  CLIENT_PROBLEMS,
  codeOfStatus,
  isClientProblemCode,
  isProblemCode,
  PROBLEMS,
  type ProblemCode,
} from "@/lib/problems/codes";
import { problemOfIssue } from "@/lib/validation/issue-problem";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { catalogues } from "../i18n/catalogue";

const codes = [...(Object.keys(PROBLEMS) as ProblemCode[]), ...CLIENT_PROBLEMS];

describe("problem codes", () => {
  it.each(LOCALES)("every code has its %s words, and no words lack a code", (locale) => {
    const catalogue = catalogues[locale];
    expect(codes.filter((code) => !catalogue.has(`errors.${code}`))).toEqual([]);
    const words = [...catalogue.keys()].filter((key) => key.startsWith("errors.")).map((key) => key.slice(7));
    expect(words.filter((key) => !isProblemCode(key) && !isClientProblemCode(key))).toEqual([]);
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

  it("a message with values takes them from params, and answers them", async () => {
    const answer = errorResponse(problem("marks-exist", { name: "Ann" }), "x");
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      message: "Marks for Ann already exist for this exam type, term and academic year",
      code: "marks-exist",
      params: { name: "Ann" },
    });
    expect(new ApiError("class-exists", { className: "P4", subjectName: "Maths", school: "GS Kigali" }).message).toBe(
      "P4 - Maths already exists in GS Kigali",
    );
  });

  it("a schema whose message is a code answers with that code; a check without one answers invalid-input", async () => {
    const coded = z.object({ name: z.string().max(3, "text-too-long") }).safeParse({ name: "long" });
    const english = z.object({ name: z.string().max(3, "Name is too long") }).safeParse({ name: "long" });
    const codedAnswer = errorResponse(coded.error as ZodError, "x");
    expect(codedAnswer.status).toBe(400);
    expect(await codedAnswer.json()).toEqual({
      message: "Must be at most 3 characters",
      code: "text-too-long",
      params: { max: 3 },
    });
    expect(await errorResponse(english.error as ZodError, "x").json()).toEqual({
      message: "The request is not valid",
      code: "invalid-input",
    });
  });

  it("the shared schemas write codes, never English, and every code they write is a 400", () => {
    // lib/validation and every feature's *.schema.ts.
    const lib = path.resolve(import.meta.dirname, "../../lib");
    const schemas = readdirSync(lib, { recursive: true, encoding: "utf8" }).filter(
      (name) => name.endsWith(".schema.ts") || (name.startsWith("validation/") && name.endsWith(".ts")),
    );
    expect(schemas.length).toBeGreaterThan(20);
    for (const file of schemas) {
      const source = readFileSync(path.join(lib, file), "utf8").replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, "");
      const literals = [...source.matchAll(/"([^"\n]*)"/g)].map((match) => match[1]);
      const english = literals.filter((text) => /^[A-Z][a-z']* [a-z]+ /.test(text));
      expect(english, `${file} has English messages`).toEqual([]);
      const written = literals.filter(isProblemCode);
      expect(
        written.filter((code) => PROBLEMS[code] !== 400),
        `${file}: codes that are not 400`,
      ).toEqual([]);
    }
  });

  it("an issue's problem keeps zod's bound and a refinement's params", () => {
    const long = z.string().max(3, "text-too-long").safeParse("long").error?.issues[0];
    expect(problemOfIssue(long)).toEqual({ code: "text-too-long", params: { max: 3 } });
    const custom = z
      .string()
      .refine(() => false, { message: "date-out-of-range", params: { min: "2000-01-01", max: "2027-01-01" } })
      .safeParse("x").error?.issues[0];
    expect(problemOfIssue(custom)).toEqual({
      code: "date-out-of-range",
      params: { min: "2000-01-01", max: "2027-01-01" },
    });
    const array = z.object({}).safeParse([1], { reportInput: true }).error?.issues[0];
    expect(problemOfIssue(array)).toEqual({ code: "invalid-type", params: { expected: "object", received: "array" } });
    expect(problemOfIssue({ message: "Some English" })).toBeNull();
  });

  it("a problem naming another as its reason writes both in one language", () => {
    const answer = problem("bulk-record-invalid", {
      record: 2,
      hasStudent: "yes",
      student: "s1",
      reason: "id-invalid",
    });
    expect(answer.message).toBe("Record 2 (student s1): Invalid id");
  });

  it("docs/api-contract.md lists every code", () => {
    const contract = readFileSync(path.resolve(import.meta.dirname, "../../docs/api-contract.md"), "utf8");
    expect(codes.filter((code) => !contract.includes(`| \`${code}\` |`))).toEqual([]);
  });
});
