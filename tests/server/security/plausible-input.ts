import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** The JSON Schema subset the route schemas produce (z.toJSONSchema). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A route's body or query schema (a zod schema on every route) as JSON Schema, as the client sees it. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A plausible query object as a query string: arrays joined by commas, as the client sends them. */
export function queryString(values: unknown): string {
  if (!values || typeof values !== 'object') return '';
  return Object.entries(values)
    .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
    .join('&');
}

/** Fields optional in the schema but required by a rule across fields (an email or a phone; a description unless PM). */
const REQUIRED_BY_RULE = new Set(['email', 'incidentDescription']);

/** Picks an id for a field by its name (`assetId`, `locationIds`...), or null to let the caller decide. */
export type IdForField = (field: string) => string | null;

/**
 * A value the schema accepts, as a well-meaning client would send it: required fields only (and
 * id fields, which `idFor` fills), enums at their first value, numbers at their minimum.
 */
export function plausibleValue(schema: JsonSchema, field: string, idFor: IdForField): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return plausibleValue(variants.find((v) => v.type !== 'null') ?? variants[0]!, field, idFor);
  if (schema.allOf?.length) return plausibleValue(Object.assign({}, ...schema.allOf) as JsonSchema, field, idFor);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = Object.entries(schema.properties ?? {});
      for (const [key, property] of properties) {
        const isId = /ids?$/i.test(key) || key === 'locations';
        if (schema.required?.includes(key) || (isId && idFor(key)) || REQUIRED_BY_RULE.has(key)) out[key] = plausibleValue(property, key, idFor);
      }
      // A change with nothing in it is refused before anything else: change the first field.
      const [first] = properties;
      if (!Object.keys(out).length && first) out[first[0]] = plausibleValue(first[1], first[0], idFor);
      return out;
    }
    case 'array': {
      const item = schema.items ? plausibleValue(schema.items, field.replace(/s$/, ''), idFor) : 'x';
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => item);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid' || /ids?$/i.test(field)) return idFor(field) ?? randomUUID();
      if (schema.format === 'email') return 'probe@example.com';
      // An end after its start.
      if (schema.format === 'date-time') return new Date(Date.now() + (/end|to$/i.test(field) ? 3_600_000 : 0)).toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (/phone/i.test(field)) return '+14155550100';
      return 'Probe text'.padEnd(schema.minLength ?? 0, 'x');
    default:
      return idFor(field) ?? 'x';
  }
}
