import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthUser, CurrentUser, Public, SignedIn, Verified } from '../auth/auth.decorators';
import { RawResponse, ResponseMessage } from '../common/decorators';
import { ErrorEnvelopeDto } from '../common/envelope';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserDto, UserEnvelopeDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { JsonBodyLimit } from '../common/http-hardening';

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
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'USER.NOT_FOUND' })
  @ResponseMessage('Current user')
  currentUser(@CurrentUser() user: AuthUser): Promise<UserDto> {
    return this.users.getProfile(user.id);
  }

  @Patch('update-profile')
  @Verified()
  // Avatars arrive as data URLs in JSON (≤ 2 MB of image, ~2.7 MB of base64).
  @JsonBodyLimit(4 * 1024 * 1024, ['avatar'])
  @ApiOperation({
    summary: 'Edit the profile',
    description:
      'All fields optional; "" clears a text field. username is read-only (a different value → 400 USER.USERNAME_READ_ONLY). ' +
      'A new email needs currentPassword (missing: 400 USER.CURRENT_PASSWORD_REQUIRED; wrong: 401 AUTH.WRONG_PASSWORD; ' +
      'an account without a password: 400 USER.PASSWORD_NOT_SET, set one with "Forgot Password" first), must be unused ' +
      '(409 USER.EXISTS), un-verifies the account until the new address is verified, and mails the old address a notice. ' +
      'avatar: a data URL of a PNG/JPEG/WebP/GIF ≤ 2 MB replaces the picture; other values leave it unchanged.',
  })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'VALIDATION.FAILED, USER.USERNAME_READ_ONLY, USER.AVATAR_INVALID, USER.AVATAR_UNSUPPORTED, ' +
      'USER.CURRENT_PASSWORD_REQUIRED, USER.PASSWORD_NOT_SET',
  })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'AUTH.WRONG_PASSWORD (e-mail change)' })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'USER.EXISTS: the e-mail belongs to another account' })
  @ApiPayloadTooLargeResponse({ type: ErrorEnvelopeDto, description: 'USER.AVATAR_TOO_LARGE' })
  @ResponseMessage('User information saved successfully')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user.id, dto);
  }

  @Post('complete-registration')
  @Verified()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark the profile information complete (needs fullName, mobileNumber and college)' })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'USER.INFORMATION_INCOMPLETE, naming the missing fields',
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
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'USER.AVATAR_NOT_FOUND' })
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
