import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  type Type,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Admin, Public } from '../common/access/access.decorators';
import { BadRequest, Conflict, NotFound } from '../common/api-errors.swagger';
import { CommonCode } from '../common/common.errors';
import { ResponseMessage } from '../common/decorators';
import { IdParam, YearParam } from '../common/id-param';
import { CatalogueCode } from './catalogue.errors';
import {
  CATALOGUE,
  CATALOGUE_KINDS,
  CHILD_KINDS,
  type CatalogueBodies,
  type CatalogueKind,
  type CatalogueRows,
} from './catalogue.kinds';
import { CatalogueService, wizardParams, type WizardParam, type WizardPath } from './catalogue.service';
import type { WizardRow, WizardYearDto } from './dto/catalogue-item.dto';
import { NoQueryDto } from './dto/no-query.dto';

/** A wizard path's values as the route hands them over, in `wizardParams` order. */
type PathValue = string | number;

/**
 * Routes a method at `params` (`:collegeId/:courseId/…`, then `suffix`): each parameter checked as
 * IdParam and YearParam check them, handed to the method in order. The compiler would do the
 * same for written-out parameters; here their number depends on the kind.
 */
function WizardRoute(params: readonly WizardParam[], suffix?: string): MethodDecorator {
  return (target, key, descriptor) => {
    Get([...params.map((param) => `:${param}`), ...(suffix ? [suffix] : [])].join('/'))(target, key, descriptor);
    // Last to first, as the compiler applies parameter decorators (Swagger lists them in path order).
    for (let index = params.length - 1; index >= 0; index -= 1) {
      const param = params[index];
      if (param !== undefined) (param === 'year' ? YearParam() : IdParam(param))(target, key, index);
    }
    const types = params.map((param) => (param === 'year' ? Number : String));
    Reflect.defineMetadata('design:paramtypes', types, target, key);
  };
}

const noRoute: MethodDecorator = () => undefined;

/** The path values in `params` order, named. */
function pathOf(params: readonly WizardParam[], values: readonly PathValue[]): Partial<WizardPath> {
  return Object.fromEntries(params.map((param, index) => [param, values[index]]));
}

/**
 * /api/{kind} for one catalogue kind: the public list, the browse wizard's lookup of its rows
 * under their parents (spec §7: /api/courses/{college}, …), and the spec's admin add and delete.
 * One implementation, stamped once per kind (below) as the console's are
 * (admin-catalogue.controller.ts), over CatalogueService's generic methods.
 */
function catalogueController<K extends CatalogueKind>(kind: K) {
  const { level, singular, parents, year, notFoundCode, classes, wizard, years } = CATALOGUE[kind];
  const unknownParent = parents.length > 0 ? `, ${CatalogueCode.UNKNOWN_PARENT}` : '';
  const yearOutOfRange = year ? `, ${CatalogueCode.YEAR_OUT_OF_RANGE}` : '';

  // The rows under a path of their parents (and the year, for a kind filed within one), each with
  // its documents. The root's has no path; its plain list (the spec's) has no counts, so its step
  // is a route of its own: /api/colleges/browse.
  const parent = parents.at(-1);
  const lookupParams: WizardParam[] = parent ? [...wizardParams(parent.kind), ...(year ? ['year' as const] : [])] : [];
  const invalidPath = year
    ? `${CommonCode.REQUEST_INVALID_ID} (not a UUID), ${CommonCode.REQUEST_INVALID_YEAR} (not 1–10) or ${CatalogueCode.YEAR_OUT_OF_RANGE}`
    : `${CommonCode.REQUEST_INVALID_ID} (not a UUID)`;
  const WizardStep = applyDecorators(
    WizardRoute(lookupParams, parent ? undefined : 'browse'),
    Public(),
    ApiOperation({
      summary: wizard.summary,
      description:
        `Each ${level.key} carries \`documents: { papers, notes }\`, the documents filed under it, so the wizard can ` +
        `show empty ${kind} as empty. The console reads one row at GET /api/admin/${kind}/{id}.`,
    }),
    ApiOkResponse({ type: [classes.wizardRow] }),
    ...(lookupParams.length > 0 ? [BadRequest(invalidPath)] : []),
    ...(wizard.notFound ? [NotFound(wizard.notFound)] : []),
  );

  // The years under a row (the wizard's step between it and the kind filed within a year), each with its documents.
  const yearsParams = wizardParams(kind);
  const YearsStep = years
    ? applyDecorators(
        WizardRoute(yearsParams, 'years'),
        Public(),
        ApiOperation({ summary: years.summary, description: years.description }),
        ApiOkResponse({ type: [years.row] }),
        BadRequest(`${CommonCode.REQUEST_INVALID_ID} (not a UUID)`),
        NotFound(years.notFound),
      )
    : noRoute;

  // One row by id, public (issue 29: the subject page, and a shared link to it, names its subject
  // from the id alone). Subjects only: GET /api/courses/{id} is already the wizard's lookup of the
  // courses under a college (spec §7), and nothing else needs one yet.
  const OneRow =
    kind === 'subjects'
      ? applyDecorators(
          Get(':id'),
          Public(),
          ApiOperation({
            summary: `One ${singular.toLowerCase()}`,
            description: "The row the public list has for it, with its parents' names and ids.",
          }),
          ApiOkResponse({ type: classes.row }),
          BadRequest(CommonCode.REQUEST_INVALID_ID),
          NotFound(notFoundCode),
        )
      : noRoute;

  @ApiTags('catalogue')
  @Controller(kind)
  class KindController {
    constructor(readonly catalogue: CatalogueService) {}

    @Get()
    @Public()
    @ApiOperation({
      summary: `All ${kind}`,
      description: `The whole list, A→Z (spec). The admin console pages it at GET /api/admin/${kind}.`,
    })
    @ApiOkResponse({ type: [classes.row] })
    @BadRequest(`${CommonCode.VALIDATION_FAILED}: this list takes no query parameters`)
    list(@Query() _query: NoQueryDto): Promise<CatalogueRows[K][]> {
      return this.catalogue.all(kind);
    }

    @OneRow
    one(@IdParam('id') id: string): Promise<CatalogueRows[K]> {
      return this.catalogue.get(kind, id);
    }

    @WizardStep
    lookup(...path: PathValue[]): Promise<WizardRow<CatalogueRows[K]>[]> {
      return this.catalogue.wizardStep(kind, pathOf(lookupParams, path));
    }

    @YearsStep
    years(...path: PathValue[]): Promise<WizardYearDto[]> {
      return this.catalogue.yearsUnder(kind, pathOf(yearsParams, path));
    }

    @Post()
    @Admin()
    @ResponseMessage(`${singular} added successfully.`)
    @ApiOperation({ summary: `Add a ${singular.toLowerCase()} (admin)` })
    @ApiCreatedResponse({ type: classes.row })
    @BadRequest(`${CommonCode.VALIDATION_FAILED}${unknownParent}${yearOutOfRange}`)
    @Conflict(CatalogueCode.DUPLICATE)
    create(@Body() dto: CatalogueBodies[K]): Promise<CatalogueRows[K]> {
      return this.catalogue.create(kind, dto);
    }

    @Delete(':id')
    @Admin()
    @HttpCode(HttpStatus.OK)
    @ResponseMessage(`${singular} deleted successfully.`)
    @ApiOperation({ summary: `Delete a ${singular.toLowerCase()} (admin); refused while anything points at it` })
    @ApiOkResponse({ description: 'data is null' })
    @BadRequest(CommonCode.REQUEST_INVALID_ID)
    @NotFound(notFoundCode)
    @Conflict(`${CatalogueCode.IN_USE}: details count the ${CHILD_KINDS.join(', ')} and documents left`)
    async remove(@IdParam('id') id: string): Promise<null> {
      await this.catalogue.delete(kind, id);
      return null;
    }
  }

  // A body typed by K erases to Object in the emitted metadata, and the validation pipe skips
  // Object: name the kind's class, so bodies are validated (and documented).
  Reflect.defineMetadata('design:paramtypes', [classes.create], KindController.prototype, 'create');
  // Swagger's operation ids and Nest's logs use the class name: CollegesController, …
  const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Controller`;
  Object.defineProperty(KindController, 'name', { value: name });
  return KindController;
}

/** One per kind, root first. */
export const CATALOGUE_CONTROLLERS: Type<unknown>[] = CATALOGUE_KINDS.map((kind) => catalogueController(kind));
