/**
 * Messages between the server (pdf-preview.ts) and the PDF renderer's child process
 * (pdf-render.child.ts), over Node's IPC channel with `serialization: 'advanced'` so bytes travel
 * as Uint8Array. Types only: the child imports nothing from the app at run time.
 */

/** Bounds on what one render may produce or decode; sent with every task. */
export interface RenderLimits {
  /** The thumbnail's width in pixels (narrower only when the height cap bites). */
  thumbnailWidth: number;
  /** Caps the canvas for tall pages (a 1 × 100 000 pt MediaBox must not become a 480 × 48 M canvas). */
  maxThumbnailHeight: number;
  /** Text is read from at most this many pages… */
  textPages: number;
  /** …and kept up to this many characters. */
  textMaxChars: number;
  /** pdfjs skips images larger than this (width × height); -1 for no cap. */
  maxImagePixels: number;
}

/** How pages without a usable text layer are recognised in a 'read-text' task. */
export interface OcrLimits {
  /** At most this many pages are recognised in this task. */
  maxPages: number;
  /**
   * Recognising one page (after it is drawn) stops past this much of the child's CPU time (all
   * threads; a wall-clock backstop of 10 × covers a stuck worker); the page then counts as skipped.
   */
  pageTimeoutMs: number;
  /** Pages are drawn at this resolution for recognition. */
  dpi: number;
  /** …unless that makes the canvas larger than this (width × height); then smaller. */
  maxPixels: number;
  /**
   * CPU seconds of OCR (drawing and recognising pages) this task may spend: a page's time limit is cut
   * to what is left, and once it is spent the remaining pages are skipped (the document's and its
   * owner's budget, document-text.service.ts).
   */
  budgetSeconds: number;
  /**
   * Pages up to this one (none when 0) that have no usable text layer but paint an image are
   * checked for a sideways or upside-down scan (orientation.ts) before they are read: their
   * `rotate` then says how far they show turned, and OCR reads them upright (the smart upload).
   */
  orientPages?: number;
}

/**
 * Orientation detection of a scan (a page without text) for the thumbnail: at most `cpuMs` of the
 * child's CPU time (the server allows that much more than its thumbnail limit once the child says
 * 'orient-started').
 */
export interface OrientLimits {
  cpuMs: number;
}

export type ParentMessage =
  | {
      type: 'render';
      task: number;
      size: number;
      /** The whole file when it is small; otherwise the child asks for ranges. */
      data?: Uint8Array;
      limits: RenderLimits;
      /** Turn an image-only page 1 upright (orientation.ts); null or absent: its /Rotate stands. */
      orient?: OrientLimits | null;
    }
  /**
   * The text job: the text layer of each page from `firstPage` on (within limits.textPages and
   * limits.textMaxChars), and, when `ocr` is given, recognised text for pages without a usable one.
   */
  | {
      type: 'read-text';
      task: number;
      size: number;
      data?: Uint8Array;
      limits: RenderLimits;
      firstPage: number;
      ocr: OcrLimits | null;
    }
  /**
   * One page for the page viewer (documents/pages/): drawn `image.width` pixels wide (narrower when
   * that makes it taller than `image.maxHeight`) and encoded as WebP, and/or its words with their
   * boxes. A page past the end answers 'page-result' with `outOfRange` and nothing else.
   */
  | {
      type: 'render-page';
      task: number;
      size: number;
      data?: Uint8Array;
      limits: RenderLimits;
      page: number;
      image: { width: number; maxHeight: number; quality: number } | null;
      /** At most this many words are returned (0: no text). */
      maxWords: number;
    }
  | { type: 'chunk'; task: number; request: number; data: Uint8Array }
  | { type: 'chunk-failed'; task: number; request: number; message: string };

export type ChildMessage =
  | { type: 'ready' }
  /** Bytes [start, end) of the task's file. */
  | { type: 'read'; task: number; request: number; start: number; end: number }
  /**
   * `textlessPages`: pages read for text whose text layer is not usable (text-layer.ts): OCR
   * candidates ('read-text' recognises only those of them that paint an image).
   */
  | {
      type: 'result';
      task: number;
      png: Uint8Array;
      pageCount: number;
      text: string;
      /** Each page's text as read, in order (the question bank splits papers by page). */
      pageTexts: string[];
      textlessPages: number[];
      firstPageText?: string;
      /** How far page 1 shows turned from upright, clockwise, before the thumbnail turned it (0, 90, 180, 270). */
      shownTurn?: number;
      /** CPU seconds page 1's orientation detection took, when it ran (a scan, `orient` given). */
      orientSeconds?: number;
    }
  /** 'render' is about to detect page 1's orientation (the server extends its CPU limit by OrientLimits.cpuMs). */
  | { type: 'orient-started'; task: number }
  /** 'read-text' loaded the PDF. */
  | { type: 'text-started'; task: number; pageCount: number }
  /** 'read-text' began this page; `ocr`: it will be recognised (the server arms the page's deadline). */
  | { type: 'page-started'; task: number; page: number; ocr: boolean }
  /**
   * One page of 'read-text'. `ocr` is the recognised text when the page was recognised;
   * `ocrSkipped` says why recognition gave up on it (the time limit, the engine failing).
   */
  | {
      type: 'page-text';
      task: number;
      page: number;
      pdf: string;
      /**
       * How far the page shows turned from upright, clockwise (0, 90, 180, 270): from its text's
       * direction, or for a scan checked by OcrLimits.orientPages its recognised orientation,
       * else its /Rotate.
       */
      rotate?: number;
      /** Pixels per inch of the scan covering the page (a page without a text layer), when there is one. */
      scanDpi?: number;
      ocr?: string;
      ocrSkipped?: string;
      confidence?: number;
      /** CPU seconds recognising the page took (the engine's own share). */
      ocrSeconds?: number;
      /** CPU seconds the page's OCR took in all (drawing it included); counted against the budget. */
      spentSeconds?: number;
    }
  | { type: 'text-done'; task: number }
  /** The answer to 'render-page'. */
  | {
      type: 'page-result';
      task: number;
      pageCount: number;
      outOfRange: boolean;
      image?: { data: Uint8Array; width: number; height: number };
      text?: PageWords;
    }
  /** `sourceFailed`: a range read failed on the server side (storage), not the PDF itself. */
  | { type: 'failed'; task: number; message: string; pageCount: number | null; sourceFailed: boolean };

/** A word on a page, its box in page-relative units (0..1, origin top left). */
export interface PageWord {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A page's words and its size in PDF points (72 per inch). */
export interface PageWords {
  width: number;
  height: number;
  words: PageWord[];
  /** More words than maxWords were on the page: the rest are left out. */
  truncated: boolean;
}
