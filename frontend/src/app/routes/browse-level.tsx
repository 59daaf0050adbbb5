import type { BrowseKind } from '@/config/paths';
import { BrowseWizard } from '@/features/documents/components/browse-wizard';

/** One step of the browse wizard; `depth` is how many choices the URL already holds (0–6). */
export function BrowseLevel({ kind, depth }: { kind: BrowseKind; depth: number }) {
  return <BrowseWizard kind={kind} depth={depth} />;
}
