/**
 * What an error code is: a stable `AREA.REASON` string that clients match on, so it is a contract.
 * Each module lists its codes once, in its `<module>.errors.ts`, through `defineErrorCodes`; an
 * AppException accepts only such a code, so an inline literal does not compile and renaming a
 * code's key is a compile error wherever it is used. The list of every code defined (read when
 * the OpenAPI document is built) becomes the error envelope's `code` enum.
 */

declare const errorCodeBrand: unique symbol;

/** A code made by `defineErrorCodes` (the brand keeps plain strings out of AppException). */
export type ErrorCode = string & { readonly [errorCodeBrand]: true };

type CodeShape = `${Uppercase<string>}.${Uppercase<string>}`;
type Defined<T extends Record<string, CodeShape>> = { readonly [K in keyof T]: T[K] & ErrorCode };

/** Code → the errors file that defined it: a code defined twice is a mistake found at start-up. */
const owners = new Map<string, string>();

/** `owner` names the errors file (for the duplicate message); `codes` maps a key to its code. */
export function defineErrorCodes<const T extends Record<string, CodeShape>>(owner: string, codes: T): Defined<T> {
  for (const code of Object.values(codes)) {
    const previous = owners.get(code);
    // The same file loaded again (a test runner's fresh module registry) is not a second definition.
    if (previous !== undefined && previous !== owner) {
      throw new Error(`Error code ${code} is defined by both ${previous} and ${owner}`);
    }
    owners.set(code, owner);
  }
  // Only the type changes: the brand exists at compile time alone.
  return Object.freeze({ ...codes }) as unknown as Defined<T>;
}

/** Every code defined so far, sorted (stable output for openapi.json). */
export function allErrorCodes(): string[] {
  return [...owners.keys()].sort();
}
