/**
 * A linear pre-scan of a JSON text that bounds its nesting depth and its number of values
 * before JSON.parse and validation see it. 100 000 keys or levels cost the parser little, but
 * every later step (class-transformer, class-validator, error lists) is far slower per key: the
 * bound keeps any body's cost proportional to a small, fixed amount of work.
 */
export interface JsonShapeLimits {
  /** Deepest nesting of objects/arrays (a flat object is depth 1). */
  maxDepth: number;
  /** Object members plus array elements, counted over the whole document. */
  maxValues: number;
}

export const DEFAULT_JSON_SHAPE: JsonShapeLimits = { maxDepth: 8, maxValues: 1000 };

export type JsonShapeProblem = 'depth' | 'values';

const QUOTE = 34; // "
const BACKSLASH = 92;
const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;
const COMMA = 44;

/** The first limit the text breaks, or undefined. Malformed JSON is left for the parser to name. */
export function jsonShapeProblem(
  text: string,
  limits: JsonShapeLimits = DEFAULT_JSON_SHAPE,
): JsonShapeProblem | undefined {
  let depth = 0;
  let values = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string in one jump per escape rather than one step per character.
      i += 1;
      for (;;) {
        const end = text.indexOf('"', i);
        if (end < 0) return undefined;
        let backslashes = 0;
        for (let k = end - 1; k >= i && text.charCodeAt(k) === BACKSLASH; k -= 1) backslashes += 1;
        i = end + 1;
        if (backslashes % 2 === 0) break;
      }
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > limits.maxDepth) return 'depth';
      // A non-empty container holds at least one value; each comma inside adds one more.
      values += 1;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    } else if (c === COMMA) {
      values += 1;
    }
    if (values > limits.maxValues) return 'values';
    i += 1;
  }
  return undefined;
}
