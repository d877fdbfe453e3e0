import fc from "fast-check";
import { hostileNumber, hostileText, hostileValue, ownObject, PROTOTYPE_KEYS } from "./input-values";

// Values shaped by a route's own request schema (its OpenAPI description), so that most fuzz
// cases get past the first type check and carry hostile text into the service and the database.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
};

export type SchemaContext = {
  components: Record<string, JsonSchema>;
  /** Real ids to offer for fields named like ids (campaignId, participantId...). */
  ids: string[];
};

/** Printable text that passes most text rules yet is a payload: SQL, markup, odd Unicode. */
const PAYLOADS = [
  "' OR 1=1 --",
  "Robert'); DROP TABLE campaigns;--",
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "\u202eevil\u202c",
  "x\ud800y",
  "%_\\",
  "{{constructor.constructor('return 1')()}}",
  "Zoë ✓ 🚀",
  "ok",
];

function fitLength(text: string, min = 0, max = 10_000): string {
  let out = text;
  while (out.length < min) out += "a";
  return out.slice(0, Math.max(max, min));
}

function textFor(name: string, schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  const named: fc.Arbitrary<string>[] = [];
  if (/id$/i.test(name) && ctx.ids.length > 0) named.push(fc.constantFrom(...ctx.ids));
  if (/email/i.test(name)) named.push(fc.constantFrom("x'--@example.com", "<s>@example.com", "a@b.co"));
  if (/url|link|website|logo|image|avatar|banner/i.test(name)) {
    named.push(fc.constantFrom("https://example.com/<script>", "javascript:alert(1)", "/files/public/../x", "//evil"));
  }
  if (/date|At$/.test(name)) named.push(fc.constantFrom("2030-01-31", "2030-02-30", "1900-01-01", "9999-12-31"));
  if (/time$/i.test(name)) named.push(fc.constantFrom("14:30", "23:59", "00:00"));
  if (/zone/i.test(name)) named.push(fc.constantFrom("Africa/Lagos", "UTC", "Mars/Olympus", "../../etc"));
  if (/password/i.test(name)) named.push(fc.constant("river-lantern-42"));
  const fitted = fc.constantFrom(...PAYLOADS).map((p) => fitLength(p, schema.minLength, schema.maxLength));
  const options: fc.Arbitrary<unknown>[] = [fitted, fitted, hostileText, ...named, ...named];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 }));
    } catch {
      // A pattern JavaScript cannot read: the other options still cover the field.
    }
  }
  return fc.oneof(...options);
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e9, -1e12);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e9, 1e12);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inRange, inRange, hostileNumber);
}

/** A value for the schema: mostly of the right type, now and then anything at all. */
export function valueFor(
  schema: JsonSchema | undefined,
  ctx: SchemaContext,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue();
  if (schema.$ref) return valueFor(ctx.components[schema.$ref.split("/").at(-1) ?? ""], ctx, name, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, ctx, name, depth + 1)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], ctx, name, depth + 1);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom(...schema.enum), hostileText);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return hostileValue();
  return fc.oneof(...types.map((type) => typedValue(type, schema, ctx, name, depth)));
}

function typedValue(type: string, schema: JsonSchema, ctx: SchemaContext, name: string, depth: number) {
  switch (type) {
    case "string":
      return textFor(name, schema, ctx);
    case "integer":
    case "number":
      return numberFor(schema, type === "integer");
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom("true", 1, 0));
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valueFor(schema.items, ctx, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object":
      return objectFor(schema, ctx, depth);
    default:
      return hostileValue();
  }
}

function objectFor(schema: JsonSchema, ctx: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = props.map(([key, sub]) => {
    const value = valueFor(sub, ctx, key, depth + 1).map((v): [string, unknown] => [key, v]);
    return required.has(key)
      ? value.map((e) => [e])
      : fc.option(value, { freq: 3, nil: undefined }).map((e) => (e ? [e] : []));
  });
  const extra = fc.option(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, "role", "userId", "status"), hostileValue()), {
    freq: 4,
    nil: undefined,
  });
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([entries, more]) =>
      ownObject([...(entries as Array<Array<[string, unknown]>>).flat(), ...(more ? [more] : [])]),
    );
}

/** The body value: schema-shaped mostly, then schema-shaped with one field broken, then anything. */
export function bodyValueFor(schema: JsonSchema | undefined, ctx: SchemaContext): fc.Arbitrary<unknown> {
  const known = Object.keys(schema?.properties ?? {});
  const shaped = valueFor(schema, ctx);
  const broken = fc
    .tuple(shaped, fc.constantFrom(...known, ...PROTOTYPE_KEYS), hostileValue(known))
    .map(([base, key, value]) =>
      ownObject([...Object.entries(typeof base === "object" && base ? base : {}), [key, value]]),
    );
  const anything = { weight: 2, arbitrary: hostileValue(known) };
  return schema
    ? fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 2, arbitrary: broken }, anything)
    : fc.oneof({ weight: 1, arbitrary: broken }, anything);
}
