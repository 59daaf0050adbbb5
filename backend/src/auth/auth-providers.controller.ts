import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { ResponseMessage } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthProvidersDto } from './dto/auth-providers.dto';

/**
 * GET /api/auth/providers: which external sign-in providers are configured, so the log-in and
 * sign-up forms show "Sign in With Google" only where /auth/google can answer with a redirect
 * (an install without Google keys answers it 503 AUTH.GOOGLE_DISABLED).
 */
@ApiTags('account')
@Controller('auth/providers')
@Public()
export class AuthProvidersController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'The external sign-in providers this install has configured' })
  @ApiOkResponse({ type: AuthProvidersDto })
  @ResponseMessage('Sign-in providers')
  providers(): AuthProvidersDto {
    return { google: this.config.google !== undefined };
  }
}
