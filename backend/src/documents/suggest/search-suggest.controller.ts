import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CatalogueService } from '../../catalogue/catalogue.service';
import { Public } from '../../common/access/access.decorators';
import { CommonCode } from '../../common/common.errors';
import { ErrorEnvelopeDto } from '../../common/envelope';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { DocumentCode, invalidSuggestQuery } from '../documents.errors';
import {
  MAX_SUGGESTIONS,
  normalizeSuggestQuery,
  SearchSuggestRepository,
  SUGGESTION_KINDS,
  type SuggestionKind,
  type SuggestionRow,
} from './search-suggest.repository';

/** The longest q a suggestion takes. */
export const MAX_SUGGEST_LENGTH = 100;

export class SearchSuggestionDto {
  @ApiProperty({ enum: SUGGESTION_KINDS }) kind: SuggestionKind;
  @ApiProperty({ description: 'The subject, course, college or document id' }) id: string;
  @ApiProperty({ example: 'Operating Systems (CS301)' }) label: string;
  @ApiProperty({
    description: 'Where choosing it leads in the web app: the feed filtered by the row, or the document',
    example: '/feed?subject=Operating+Systems',
  })
  href: string;
}

/** A document's address in the web app (frontend paths.feed.document: the title without spaces, then its id). */
const documentHref = (id: string, title: string) =>
  `/feed/${encodeURIComponent(title.replace(/\s+/g, '')) || 'document'}?${new URLSearchParams({ id }).toString()}`;

@ApiTags('documents')
@Controller('search')
export class SearchSuggestController {
  constructor(
    private readonly suggestions: SearchSuggestRepository,
    private readonly catalogue: CatalogueService,
  ) {}

  @Get('suggest')
  @Public()
  @RateLimit('suggest')
  @ApiOperation({
    summary: 'Suggestions as they type',
    description: `At most ${MAX_SUGGESTIONS} subjects, courses, colleges and document titles whose name (or alias, or subject code) starts with q or has a word that does; from 4 letters on also near spellings. Names that start with q first.`,
  })
  @ApiQuery({ name: 'q', required: true, description: `1 to ${MAX_SUGGEST_LENGTH} characters` })
  @ApiOkResponse({ type: [SearchSuggestionDto] })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${DocumentCode.INVALID_SUGGEST_QUERY}: q missing, blank or longer than ${MAX_SUGGEST_LENGTH}`,
  })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description: `${CommonCode.SUGGEST_TOO_MANY}: a guest address's suggestions over the limit; details { retryAfterSeconds }`,
  })
  suggest(@Query('q') q: unknown): Promise<SearchSuggestionDto[]> {
    if (typeof q !== 'string' || q.trim() === '' || q.length > MAX_SUGGEST_LENGTH) throw invalidSuggestQuery();
    // One answer per prefix as typed (normalised) for a few seconds, shared (catalogue-cache.ts SuggestionCache).
    const typed = normalizeSuggestQuery(q);
    return this.catalogue.keptSuggestions(typed, async () => toSuggestions(await this.suggestions.suggest(typed)));
  }
}

/** The rows as the API answers them (shared between requests by SuggestionCache: never changed after). */
function toSuggestions(rows: SuggestionRow[]): SearchSuggestionDto[] {
  return rows.map(({ kind, id, label, code }) => ({
    kind,
    id,
    label: code ? `${label} (${code})` : label,
    href: kind === 'document' ? documentHref(id, label) : `/feed?${new URLSearchParams({ [kind]: label }).toString()}`,
  }));
}
