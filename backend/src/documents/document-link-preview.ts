import type { LinkPreview, LinkPreviewSource } from '../common/spa-fallback';
import type { ExamType } from '../database/schema/enums';
import { firstPaintOf } from './document-first-paint';
import type { DocumentDto } from './dto/document.dto';
import type { DocumentsService } from './documents.service';

const EXAM_TYPE_LABELS: Record<ExamType, string> = {
  midsem: 'Mid Semester',
  endsem: 'End Semester',
  quiz: 'Quiz',
  lab: 'Lab',
};

/** "Paper · End Semester · Data Structures · B.Tech · IIT Delhi · Year 2". */
export function linkPreviewOf(doc: DocumentDto): LinkPreview {
  const description = [
    doc.examType ? `Paper · ${EXAM_TYPE_LABELS[doc.examType]}` : 'Notes',
    doc.subject[0]?.name,
    doc.branch[0]?.branchName,
    doc.course[0]?.courseName,
    doc.college[0]?.collegeName,
    `Year ${String(doc.year)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return { title: doc.title, description, imagePath: doc.preview ?? undefined, firstPaint: firstPaintOf(doc) };
}

/**
 * The link previews of shared document links (common/spa-fallback.ts), with their first paint for
 * phones: the document's public detail (one read by primary key); anything the feed would not
 * show answers undefined.
 */
export function documentLinkPreviews(documents: DocumentsService): LinkPreviewSource {
  return async (id) => {
    try {
      return linkPreviewOf(await documents.detail(id));
    } catch {
      return undefined;
    }
  };
}
