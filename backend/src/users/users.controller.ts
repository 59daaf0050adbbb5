import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Public, SignedIn, Verified } from '../common/access/access.decorators';
import type { AuthUser } from '../common/access/auth-user';
import { RawResponse, ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserDto, UserEnvelopeDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { AcceptsMultipart, JsonBodyLimit } from '../common/http-hardening';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { AVATAR_MAX_SIDE, UPDATE_PROFILE_BODY_LIMIT } from './avatar';
import { CommonCode } from '../common/common.errors';
import { UserCode } from './users.errors';

/**
 * Profile routes under /api/users (the credential routes live in AuthController, the caller's
 * uploads in the documents module's MyDocumentsController).
 */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('current-user')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user (verified or not; the client checks isVerified)' })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: UserCode.NOT_FOUND })
  @ResponseMessage('Current user')
  currentUser(@CurrentUser() user: AuthUser): Promise<UserDto> {
    return this.users.getProfile(user.id);
  }

  @Patch('update-profile')
  @Verified()
  // The spec's data-URL avatar: at most 1 MiB of base64 (768 KiB of image) plus the other fields.
  @JsonBodyLimit(UPDATE_PROFILE_BODY_LIMIT, ['avatar'])
  // Counts only requests that carry a new picture, and currentPassword checks (throttlers.ts).
  @RateLimit('avatar', 'password')
  @ApiOperation({
    summary: 'Edit the profile',
    description:
      `All fields optional; "" clears a text field. username is read-only (a different value → 400 ${UserCode.USERNAME_READ_ONLY}). ` +
      `A new email needs currentPassword (missing: 400 ${UserCode.CURRENT_PASSWORD_REQUIRED}; wrong: 401 ${CommonCode.AUTH_WRONG_PASSWORD}; ` +
      `an account without a password: 400 ${UserCode.PASSWORD_NOT_SET}, set one with "Forgot Password" first), must be unused ` +
      `(409 ${UserCode.EXISTS}), un-verifies the account until the new address is verified, and mails the old address a notice. ` +
      'avatar: a data URL (at most 1 MiB of characters: 768 KiB of image) of a PNG/JPEG/WebP/GIF of at most ' +
      `${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels replaces the picture; other values leave it unchanged. ` +
      `A new picture counts against the per-user avatar limit (429 ${CommonCode.USER_TOO_MANY_AVATAR_CHANGES}). ` +
      `The body is at most 1 MiB + 16 KiB (413 ${CommonCode.REQUEST_TOO_LARGE}). Larger pictures, up to 2 MB: PUT /api/users/avatar.`,
  })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      `${CommonCode.VALIDATION_FAILED}, ${UserCode.USERNAME_READ_ONLY}, ${UserCode.AVATAR_INVALID}, ${UserCode.AVATAR_UNSUPPORTED}, ` +
      `${UserCode.AVATAR_DAMAGED}, ${UserCode.AVATAR_TOO_MANY_PIXELS}, ${UserCode.CURRENT_PASSWORD_REQUIRED}, ${UserCode.PASSWORD_NOT_SET}`,
  })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: `${CommonCode.AUTH_WRONG_PASSWORD} (e-mail change)` })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: `${UserCode.EXISTS}: the e-mail belongs to another account`,
  })
  @ApiPayloadTooLargeResponse({
    type: ErrorEnvelopeDto,
    description: `${UserCode.AVATAR_TOO_LARGE}, ${CommonCode.REQUEST_TOO_LARGE}`,
  })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto, description: CommonCode.USER_TOO_MANY_AVATAR_CHANGES })
  @ResponseMessage('User information saved successfully')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user.id, dto);
  }

  @Put('avatar')
  @Verified()
  @AcceptsMultipart()
  @RateLimit('avatar')
  @ApiOperation({
    summary: 'Replace the avatar (multipart; streamed)',
    description:
      'One file part, `avatar`: a PNG, JPEG, WebP or GIF (decided by its magic bytes) of at most 2 MB and at most ' +
      `${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels (read from the header: PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X, ` +
      'GIF logical screen). The file is streamed to storage and removed again if anything is refused. Counts against ' +
      'the per-user avatar limit. Returns the user with the new avatar URL.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['avatar'],
      properties: {
        avatar: { type: 'string', format: 'binary', description: 'The image (the first file part is taken)' },
      },
    },
  })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      `${CommonCode.VALIDATION_FAILED} (no file part), ${UserCode.AVATAR_UNSUPPORTED}, ${UserCode.AVATAR_DAMAGED}, ${UserCode.AVATAR_TOO_MANY_PIXELS}, ` +
      CommonCode.REQUEST_MALFORMED_MULTIPART,
  })
  @ApiPayloadTooLargeResponse({
    type: ErrorEnvelopeDto,
    description: `${UserCode.AVATAR_TOO_LARGE}, or a second file part`,
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorEnvelopeDto, description: CommonCode.REQUEST_UNSUPPORTED_MEDIA_TYPE })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto, description: CommonCode.USER_TOO_MANY_AVATAR_CHANGES })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: CommonCode.STORAGE_UNAVAILABLE })
  @ResponseMessage('Avatar updated')
  replaceAvatar(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UserDto> {
    return this.users.replaceAvatar(user.id, request);
  }

  @Post('complete-registration')
  @Verified()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark the profile information complete (needs fullName, mobileNumber and college)' })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: `${UserCode.INFORMATION_INCOMPLETE}, naming the missing fields`,
  })
  @ResponseMessage('User information saved successfully')
  completeRegistration(@CurrentUser() user: AuthUser): Promise<UserDto> {
    return this.users.completeRegistration(user.id);
  }

  @Get('avatar/:name')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'An avatar image (names are timestamped, so responses are cached for a year)' })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp', 'image/gif')
  @ApiOkResponse({ description: 'The image bytes' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: UserCode.AVATAR_NOT_FOUND })
  async avatar(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const object = await this.users.openAvatar(name);
    await reply
      .header('content-type', object.contentType)
      .header('content-length', String(object.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', object.etag)
      .send(object.stream);
  }
}
