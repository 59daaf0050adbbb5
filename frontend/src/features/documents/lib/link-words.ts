/**
 * The words of a document link's last segment, for a search when the document is gone. Viewer
 * routes are named after the title with its spaces removed (spec §2: "OperatingSystemsEndsem2023"),
 * so the words come back where the case or a digit changes.
 */
export function linkWords(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  let segment: string;
  try {
    segment = decodeURIComponent(last);
  } catch {
    segment = last;
  }
  return segment
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/([+#])(\p{L})/gu, '$1 $2')
    .replace(/[^\p{L}\p{M}\p{N}.+#]+/gu, ' ')
    .trim()
    .slice(0, 200);
}
