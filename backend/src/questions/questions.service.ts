import { Injectable } from '@nestjs/common';
import { notFound } from '../common/app-exception';
import { notFoundCode } from '../catalogue/catalogue.errors';
import { documentNotFound } from '../documents/documents.errors';
import type { ExamType } from '../database/schema/enums';
import { decodeKeyset, keysetPage } from '../documents/feed/keyset-cursor';
import type {
  DocumentQuestionDto,
  QuestionGroupDto,
  QuestionHitPageDto,
  QuestionSearchQueryDto,
  QuestionSort,
} from './dto/question.dto';
import { emptyQuestionQuery, invalidQuestionCursor } from './questions.errors';
import { QuestionRow, QuestionsRepository } from './questions.repository';
import { setNewest } from '../common/bounded-map';
import { groupRows, subjectAnswer, yearsOf } from './subject-answer';

interface Grouped {
  /** The subject's questions, oldest paper first, in paper order. */
  rows: QuestionRow[];
  groups: { id: string; members: QuestionRow[] }[];
  /** question id → its group's index. */
  groupOf: Map<string, number>;
}

/** Question hits per page unless `limit` says otherwise. */
const QUESTION_PAGE_SIZE = 20;

/** Subjects whose grouping is kept (each a few hundred questions at most). */
const CACHE_SUBJECTS = 500;

/** A subject family's grouping at one version, and the answers made from it so far. */
interface CacheEntry {
  version: string;
  /** Shared by the requests that arrive while it is being computed (one grouping, not one each). */
  grouped: Promise<Grouped>;
  /** subjectQuestions' answer per sort and exam type: the same for every request until the version moves. */
  answers: Map<string, QuestionGroupDto[]>;
}

/**
 * The question bank (issue 29): questions found in papers (stored by the text job), grouped
 * across years within a subject and the subjects of its branch with the same name or code.
 * Grouping is computed per subject family from its rows and kept in this process, with the subject
 * page's answers made from it, until the subject's questions change (QuestionsRepository.
 * subjectVersion, one indexed count per request), so a paper that arrives or leaves regroups its
 * subject on the next read, on every replica, with nothing to keep in step. A request costs two
 * prepared statements (family, version) and the answer's serialisation.
 */
@Injectable()
export class QuestionsService {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly repository: QuestionsRepository) {}

  /**
   * The questions of the subject and of the subjects it shares them with (subjectFamily: the same
   * name or code in the same branch), grouped. Undefined when there is no such subject.
   */
  private async entry(subjectId: string): Promise<CacheEntry | undefined> {
    const family = await this.repository.subjectFamily(subjectId);
    if (family.length === 0) return undefined;
    const key = family.join(',');
    const version = await this.repository.subjectVersion(family);
    const hit = this.cache.get(key);
    if (hit?.version === version) return hit;
    const entry: CacheEntry = { version, grouped: this.group(family), answers: new Map() };
    setNewest(this.cache, key, entry, CACHE_SUBJECTS);
    entry.grouped.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return entry;
  }

  private async group(family: string[]): Promise<Grouped> {
    const rows = await this.repository.subjectQuestions(family);
    return { rows, ...groupRows(rows) };
  }

  /**
   * The subject page's groups, most asked first (or latest first), limited to an exam type if asked.
   * Made once per version, sort and exam type and then shared: callers must not change it.
   */
  async subjectQuestions(
    subjectId: string,
    options: { sort?: QuestionSort; examType?: ExamType } = {},
  ): Promise<QuestionGroupDto[]> {
    const entry = await this.entry(subjectId);
    if (!entry) throw notFound(notFoundCode('subject'), 'Subject not found');
    const key = `${options.sort ?? ''}|${options.examType ?? ''}`;
    let answer = entry.answers.get(key);
    if (answer === undefined) {
      answer = subjectAnswer((await entry.grouped).groups, options);
      entry.answers.set(key, answer);
    }
    return answer;
  }

  async documentQuestions(documentId: string): Promise<DocumentQuestionDto[]> {
    const subjectId = await this.repository.documentSubject(documentId);
    if (!subjectId) throw documentNotFound();
    const entry = await this.entry(subjectId);
    if (!entry) throw documentNotFound();
    const { rows, groups, groupOf } = await entry.grouped;
    return rows
      .filter((row) => row.documentId === documentId)
      .map((row) => {
        const group = groups[groupOf.get(row.id) ?? -1];
        const members = group?.members ?? [row];
        return {
          id: row.id,
          number: row.number,
          text: row.text,
          marks: row.marks,
          page: row.page,
          groupId: group?.id ?? row.id,
          asked: new Set(members.map((m) => m.documentId)).size,
          years: yearsOf(members),
        };
      });
  }

  /**
   * Question hits for a search (issue 29): questions with every word of `q`, newest paper first,
   * keyset-paged like the other lists. A query without a word to search for is a 400, not every
   * question.
   */
  async search(query: QuestionSearchQueryDto): Promise<QuestionHitPageDto> {
    if (!/[\p{L}\p{N}]{2}/u.test(query.q)) throw emptyQuestionQuery();
    let after: { createdAt: string; id: string } | undefined;
    if (query.cursor !== undefined) {
      const tuple = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
      if (!tuple) throw invalidQuestionCursor();
      after = { createdAt: String(tuple[0]), id: String(tuple[1]) };
    }
    const limit = query.limit ?? QUESTION_PAGE_SIZE;
    const rows = await this.repository.search({ q: query.q, subjectId: query.subject, after, limit: limit + 1 });
    const { page, nextPage, hasNextPage } = keysetPage(rows, limit, {
      path: '/api/questions',
      params: { q: query.q, subject: query.subject, limit: query.limit },
      cursor: (last) => [last.cursorCreatedAt, last.id],
    });
    return {
      items: page.map((row) => ({
        id: row.id,
        number: row.number,
        text: row.text,
        marks: row.marks,
        page: row.page,
        documentId: row.documentId,
        title: row.title,
        examYear: row.examYear,
        examType: row.examType,
        subject: { _id: row.subjectId, name: row.subjectName },
      })),
      nextPage,
      hasNextPage,
    };
  }
}
