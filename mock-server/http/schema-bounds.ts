import { SchemaAST } from "effect";

/**
 * What a body schema lets a client send at most, read from its AST (the encoded side: what goes
 * over the wire): the endpoint table derives a body limit from it, and a test holds every array
 * of a request schema to a maximum length.
 */

/** A character of a string may take up to 3 bytes of UTF-8 (a pair of surrogates: 4 bytes for 2). */
export const BYTES_PER_CHARACTER = 3;
/** The longest JSON number (e.g. -1.2345678901234567e-300). */
const NUMBER_BYTES = 24;
/** Strings checked by a pattern only (ids, dates, phones, emails) count as this many characters (the longest email address). */
export const PATTERN_STRING_CHARS = 320;

const maxLengthOf = (ast: SchemaAST.AST): number | undefined => {
  let max: number | undefined;
  const visit = (check: SchemaAST.Check<unknown>): void => {
    if (check._tag === "FilterGroup") {
      for (const inner of check.checks) visit(inner);
      return;
    }
    const constraint = (check.annotations as { arbitraryConstraint?: { maxLength?: unknown } } | undefined)?.arbitraryConstraint;
    const found = constraint?.maxLength;
    if (typeof found === "number") max = max === undefined ? found : Math.min(max, found);
  };
  for (const check of ast.checks ?? []) visit(check);
  return max;
};

export interface SchemaBounds {
  /** Paths (like `job.photos`) of arrays without a maximum length. */
  readonly unboundedArrays: readonly string[];
  /** Paths of what has no maximum size: strings without a maximum length, records, unknown values. */
  readonly unbounded: readonly string[];
  /** The largest valid body in bytes of JSON; Infinity when a string, a record or an unknown value has no bound. */
  readonly maxJsonBytes: number;
}

/**
 * `unboundedStringChars`: count a string without a maximum length (ids, dates, phones and emails
 * checked by pattern) as this many characters instead of without bound; it is still listed.
 */
export const schemaBounds = (root: SchemaAST.AST, options: { readonly unboundedStringChars?: number } = {}): SchemaBounds => {
  const unboundedArrays: string[] = [];
  const unbounded: string[] = [];
  const noBound = (path: string): number => {
    unbounded.push(path || "(root)");
    return Number.POSITIVE_INFINITY;
  };
  const walk = (ast: SchemaAST.AST, path: string, depth: number): number => {
    if (depth > 20) return Number.POSITIVE_INFINITY;
    switch (ast._tag) {
      case "String": {
        const max = maxLengthOf(ast);
        if (max !== undefined) return 2 + max * BYTES_PER_CHARACTER;
        noBound(path);
        return options.unboundedStringChars === undefined ? Number.POSITIVE_INFINITY : 2 + options.unboundedStringChars * BYTES_PER_CHARACTER;
      }
      case "Number":
        return NUMBER_BYTES;
      case "Boolean":
        return 5;
      case "Null":
        return 4;
      case "Undefined":
      case "Void":
      case "Never":
        return 0;
      case "Literal":
        return JSON.stringify(ast.literal)?.length ?? 0;
      case "Enum":
        return Math.max(0, ...ast.enums.map(([, value]) => JSON.stringify(value).length));
      case "Union":
        return Math.max(0, ...ast.types.map((t) => walk(t, path, depth + 1)));
      case "Arrays": {
        const max = maxLengthOf(ast);
        if (ast.rest.length > 0 && max === undefined) unboundedArrays.push(path || "(root)");
        const fixed = ast.elements.reduce((sum, e) => sum + walk(e, `${path}[]`, depth + 1) + 1, 2);
        const rest = ast.rest.length === 0 ? 0 : Math.max(...ast.rest.map((r) => walk(r, `${path}[]`, depth + 1)));
        return fixed + (ast.rest.length === 0 ? 0 : (max ?? Number.POSITIVE_INFINITY) * (rest + 1));
      }
      case "Objects": {
        let size = 2;
        for (const p of ast.propertySignatures) size += JSON.stringify(String(p.name)).length + 2 + walk(p.type, path === "" ? String(p.name) : `${path}.${String(p.name)}`, depth + 1);
        for (const index of ast.indexSignatures) {
          walk(index.type, `${path}[key]`, depth + 1);
          size = noBound(`${path}[key]`);
        }
        return size;
      }
      default:
        // Unknown, Any, Declaration, Suspend, templates: no bound we can read.
        return noBound(path);
    }
  };
  const maxJsonBytes = walk(SchemaAST.toEncoded(root), "", 0);
  return { unboundedArrays, unbounded: [...new Set(unbounded)], maxJsonBytes };
};
