import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { notFoundCode } from '../catalogue/catalogue.errors';
import { Public } from '../common/access/access.decorators';
import { CommonCode } from '../common/common.errors';
import { ErrorEnvelopeDto } from '../common/envelope';
import { IdParam } from '../common/id-param';
import { DocumentCode } from '../documents/documents.errors';
import {
  DocumentQuestionDto,
  QuestionGroupDto,
  QuestionHitPageDto,
  QuestionSearchQueryDto,
  SubjectQuestionsQueryDto,
} from './dto/question.dto';
import { QuestionCode } from './questions.errors';
import { QuestionsService } from './questions.service';

/** The question bank (issue 29): public, like the documents it is read from. */
@ApiTags('questions')
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @Get('questions')
  @Public()
  @ApiOperation({
    summary: 'Questions that have every word of q, newest paper first (keyset-paged), each with its paper and page',
  })
  @ApiOkResponse({ type: QuestionHitPageDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `VALIDATION.FAILED, ${QuestionCode.EMPTY_QUERY} or ${QuestionCode.INVALID_CURSOR}`,
  })
  search(@Query() query: QuestionSearchQueryDto): Promise<QuestionHitPageDto> {
    return this.questions.search(query);
  }

  @Get('subjects/:id/questions')
  @Public()
  @ApiOperation({
    summary:
      "A subject's questions grouped across its papers: most asked first (or latest), with years and where each was asked",
  })
  @ApiOkResponse({ type: [QuestionGroupDto] })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: `${CommonCode.REQUEST_INVALID_ID}, VALIDATION.FAILED` })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: notFoundCode('subject') })
  subjectQuestions(@IdParam('id') id: string, @Query() query: SubjectQuestionsQueryDto): Promise<QuestionGroupDto[]> {
    return this.questions.subjectQuestions(id, query);
  }

  @Get('documents/:id/questions')
  @Public()
  @ApiOperation({ summary: "A paper's questions in order, each with how many papers of its subject asked it" })
  @ApiOkResponse({ type: [DocumentQuestionDto] })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_INVALID_ID })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: DocumentCode.NOT_FOUND })
  documentQuestions(@IdParam('id') id: string): Promise<DocumentQuestionDto[]> {
    return this.questions.documentQuestions(id);
  }
}
