/**
 * Points (the spec shows them but not how they are earned): +UPLOAD_POINTS for each upload, and
 * the same taken back when that document is deleted, by anyone, in the deletion's transaction.
 * Points therefore follow the documents that stay: upload → delete → re-upload earns nothing
 * extra. The balance never goes below zero (older uploads were not all awarded).
 */
export const UPLOAD_POINTS = 10;
