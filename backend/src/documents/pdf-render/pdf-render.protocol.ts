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

export type ParentMessage =
  | {
      type: 'render';
      task: number;
      size: number;
      /** The whole file when it is small; otherwise the child asks for ranges. */
      data?: Uint8Array;
      limits: RenderLimits;
    }
  | { type: 'chunk'; task: number; request: number; data: Uint8Array }
  | { type: 'chunk-failed'; task: number; request: number; message: string };

export type ChildMessage =
  | { type: 'ready' }
  /** Bytes [start, end) of the task's file. */
  | { type: 'read'; task: number; request: number; start: number; end: number }
  | { type: 'result'; task: number; png: Uint8Array; pageCount: number; text: string }
  /** `sourceFailed`: a range read failed on the server side (storage), not the PDF itself. */
  | { type: 'failed'; task: number; message: string; pageCount: number | null; sourceFailed: boolean };
