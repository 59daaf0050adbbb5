/**
 * Points (the spec shows them but not how they are earned): +UPLOAD_POINTS for each upload, and
 * the same taken back when that document is deleted, by anyone, in the deletion's transaction.
 * Points therefore follow the documents that stay: upload → delete → re-upload earns nothing
 * extra. The balance never goes below zero (older uploads were not all awarded).
 */
export const UPLOAD_POINTS = 10;

/**
 * Issue 27: the uploader of a document that fulfils an open request earns this once per request
 * (in the fulfilment's transaction, which moves the request out of `open`: a second run finds
 * nothing to fulfil). Not for fulfilling one's own request; kept when the document is deleted.
 */
export const REQUEST_FULFIL_POINTS = 5;
