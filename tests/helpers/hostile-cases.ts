import fc from "fast-check";
import {
  extraKeys,
  invalidValue,
  malformedJson,
  nonObjectBody,
  wrongContentType,
  type Field,
} from "./hostile-arbitraries";
import type { WriteSpec } from "./hostile-routes";
import type { MatrixFixture } from "./matrix-fixture";

export interface HostileCase {
  kind: string;
  params: string[];
  /** A JSON value to send... */
  body?: unknown;
  /** ...or raw text. */
  raw?: string;
  contentType?: string;
}

interface FieldPath {
  path: string[];
  field: Field;
}

function flatten(fields: Record<string, Field>, prefix: string[] = []): FieldPath[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = [...prefix, name];
    return field.kind === "object" ? [{ path, field }, ...flatten(field.fields, path)] : [{ path, field }];
  });
}

type Mutation = { path: string[]; op: "delete" | "set"; value: unknown };

function apply(record: Record<string, unknown>, mutation: Mutation) {
  let parent: unknown = record;
  for (const key of mutation.path.slice(0, -1)) {
    parent = (parent as Record<string, unknown>)[key];
    // An earlier mutation already replaced the parent with junk: that one makes the case invalid.
    if (!parent || typeof parent !== "object" || Array.isArray(parent)) return;
  }
  const target = parent as Record<string, unknown>;
  const leaf = mutation.path[mutation.path.length - 1];
  if (mutation.op === "delete") delete target[leaf];
  else target[leaf] = mutation.value;
}

export function validBody(spec: WriteSpec, fx: MatrixFixture): unknown {
  if (!spec.record) return undefined;
  const records = Array.from({ length: spec.records ?? 1 }, (_, index) => spec.record!(fx, index));
  return (spec.wrap ?? ((list) => list[0]))(records);
}

/** Every kind of hostile request for one route; each is one the route must refuse. */
export function hostileCases(spec: WriteSpec, fx: MatrixFixture): fc.Arbitrary<HostileCase> {
  const params = spec.params?.(fx) ?? [];
  // Teacher B's rows are out of A's reach (404); an admin may use them, so they are no hostile id then.
  const foreign = spec.as === "admin" ? [] : [fx.b.schoolId, fx.b.classId, ...fx.b.studentIds];
  const optional = new Set(spec.optional ?? []);
  const paths = flatten(spec.fields);
  const kinds: fc.Arbitrary<HostileCase>[] = [];

  if (spec.record) {
    const count = spec.records ?? 1;
    const valid = JSON.stringify(validBody(spec, fx));
    const taken = new Set(paths.map((p) => p.path[0]).concat(Object.keys(spec.record(fx, 0))));
    if (paths.length) {
      const mutation: fc.Arbitrary<Mutation> = fc.constantFrom(...paths).chain(({ path, field }) => {
        const isOptional = optional.has(path.join("."));
        const set = invalidValue(field, foreign, isOptional).map((value) => ({ path, op: "set" as const, value }));
        return isOptional ? set : fc.oneof(set, fc.constant({ path, op: "delete" as const, value: undefined }));
      });
      kinds.push(
        fc
          .record({
            mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
            index: fc.nat(count - 1),
            extra: fc.option(extraKeys, { nil: undefined }),
          })
          .map(({ mutations, index, extra }) => {
            const records = Array.from({ length: count }, (_, i) => spec.record!(fx, i));
            for (const m of mutations) apply(records[index], m);
            for (const [key, value] of Object.entries(extra ?? {})) if (!taken.has(key)) records[index][key] = value;
            return { kind: "bad field", params, body: (spec.wrap ?? ((list) => list[0]))(records) };
          }),
      );
    }
    kinds.push(nonObjectBody.map((body) => ({ kind: "not an object", params, body })));
    kinds.push(malformedJson(valid).map((raw) => ({ kind: "malformed JSON", params, raw })));
    kinds.push(
      wrongContentType.map((contentType) => ({ kind: "wrong content type", params, raw: valid, contentType })),
    );
  }
  if (params.length) {
    const badParam = invalidValue({ kind: "id" }, foreign).filter(
      (value): value is string => typeof value === "string",
    );
    kinds.push(
      fc.tuple(fc.nat(params.length - 1), badParam).map(([index, value]) => {
        const hostile = [...params];
        hostile[index] = value;
        const body = validBody(spec, fx);
        return { kind: "bad id", params: hostile, ...(body === undefined ? {} : { body }) };
      }),
    );
  }
  return fc.oneof(...kinds);
}
