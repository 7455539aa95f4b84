// Checking plain data against TypeBox schemas, compiled once each, with the first
// fault told as a sentence: where, and what it must be. The WebSocket's messages,
// the screens' commands and every line of a game's log are checked here.

import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

type Check = ReturnType<typeof Compile<TSchema>>;
const compiled = new WeakMap<TSchema, Check>();

function checkOf(schema: TSchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

type SchemaError = { keyword: string; instancePath: string; message: string; params: unknown };

/** Why `value` does not fit `schema`, as "`what`: where must be…", or null when it fits. */
export function schemaProblem(schema: TSchema, value: unknown, what: string): string | null {
  const check = checkOf(schema);
  if (check.Check(value)) return null;
  for (const error of check.Errors(value) as Iterable<SchemaError>) {
    if (error.keyword === 'boolean') continue; // the same fault is reported again, better worded
    const where = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = error.params as { additionalProperties?: string[]; allowedValues?: unknown[] };
    if (params.additionalProperties) {
      return `${what}: unexpected field ${params.additionalProperties.map((p) => `"${p}"`).join(', ')}`;
    }
    const must = params.allowedValues
      ? `must be one of ${params.allowedValues.join(', ')}`
      : error.message;
    return `${what}: ${where ? `${where} ` : ''}${must}`;
  }
  return `${what} is not valid`;
}

/** The schema for `type` among `schemas`, by own key only ("constructor" is not a type). */
export function schemaFor(
  schemas: Readonly<Record<string, TSchema>>,
  type: unknown,
): TSchema | undefined {
  return typeof type === 'string' && Object.hasOwn(schemas, type) ? schemas[type] : undefined;
}
