import { Injectable } from '@nestjs/common';
import { decodeSignature, lshBands, NEAR_DUPLICATE_THRESHOLD, similarity } from './analysis/signature';
import type { DuplicateDto } from './dto/upload-draft.dto';
import { UploadsRepository } from './uploads.repository';

/** At most this many near-duplicates are listed, most similar first. */
const MAX_LISTED = 5;

/**
 * Near-duplicates of a page-1 text signature: documents sharing one of its LSH bands (an index
 * lookup in document_signatures), kept when their own signature is at least 0.85 similar.
 */
@Injectable()
export class NearDuplicates {
  constructor(private readonly repository: UploadsRepository) {}

  async find(signature: Uint32Array, exceptId?: string): Promise<DuplicateDto[]> {
    const candidates = await this.repository.bandCandidates(lshBands(signature));
    return candidates
      .filter((c) => c.id !== exceptId && c.textSignature)
      .map((c) => ({
        documentId: c.id,
        title: c.title,
        similarity: Math.round(similarity(signature, decodeSignature(c.textSignature as Buffer)) * 100) / 100,
        exact: false,
      }))
      .filter((c) => c.similarity >= NEAR_DUPLICATE_THRESHOLD)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, MAX_LISTED);
  }
}
