// What every 4xx answer of /api carries (docs/api-contract.md#problem-codes): a code of lib/problems/codes.ts
// with the answer's status, and as message that code's English with the answer's params.
import { expect } from "vitest";
import { englishOf } from "@/lib/problems/problem-text";
import { codeOfStatus, isProblemCode, PROBLEMS, type ProblemBody } from "@/lib/problems/codes";

/**
 * Generic codes a refusal may still answer with because nothing more specific fits: who may call
 * (sign-in-required, forbidden) is the same question on every route.
 */
const GENERIC_ALLOWED = new Set<string>(["sign-in-required", "forbidden"]);

export function expectProblem(status: number, text: string, shown: string, { specific = true } = {}): ProblemBody {
  const body = JSON.parse(text) as Partial<ProblemBody>;
  expect(isProblemCode(body.code), `${shown}: no problem code`).toBe(true);
  const code = body.code!;
  expect(PROBLEMS[code], `${shown}: ${code} is not a ${status}`).toBe(status);
  expect(body.message, `${shown}: the message is not ${code}'s English`).toBe(englishOf(code, body.params));
  if (specific && !GENERIC_ALLOWED.has(code)) {
    expect(code, `${shown}: a generic code where a specific one belongs`).not.toBe(codeOfStatus(status));
  }
  return body as ProblemBody;
}
