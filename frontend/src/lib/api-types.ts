/**
 * The API's shapes as the frontend names them, read from the types generated from openapi.json
 * (api-types.gen.ts, `npm run api-types`). Features alias these instead of restating a DTO or an
 * enum, so a change to the backend's contract is a type error wherever the frontend relies on it.
 * Types only: nothing here reaches the bundle.
 */
import type { components, paths } from './api-types.gen';

/** A named schema of openapi.json: `ApiSchema<'DocumentDto'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A stable AREA.REASON code the server answers with (the error envelope's `code`, an enum in
 * openapi.json). Code checks compare against this type, so renaming or dropping a code on the
 * backend is a compile error wherever the frontend relies on it.
 */
export type ErrorCode = ApiSchema<'ErrorEnvelopeDto'>['code'];

/** An area's codes: `ErrorCodeIn<'OTP'>` is 'OTP.INVALID' | 'OTP.EXPIRED' | …. */
export type ErrorCodeIn<Area extends string> = Extract<ErrorCode, `${Area}.${string}`>;

/** The query parameters a GET route takes, all optional as in openapi.json. */
export type ApiQuery<Path extends keyof paths> = paths[Path] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/** The multipart body a route takes (the upload routes describe their fields). */
export type MultipartBody<Path extends keyof paths> = paths[Path] extends {
  post: { requestBody: { content: { 'multipart/form-data': infer Body } } };
}
  ? Body
  : never;
