import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthProvidersController } from './auth-providers.controller';
import { AuthGuard } from './auth.guard';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { CredentialFailureMetrics } from './credential-failure.metrics';
import { GoogleController } from './google.controller';
import { GoogleStateStore } from './google-state.store';
import { googleStrategyProvider } from './google.strategy';
import { KnownDevices } from './known-device';
import { OtpService } from './otp.service';
import { TokensService } from './tokens.service';
import { UnverifiedAccounts } from './unverified-accounts';

/**
 * Owns credentials and sessions: registration, login, e-mail codes, password flows, Google
 * sign-in, and the global AuthGuard that enforces every route's access policy.
 */
@Module({
  // Secrets and lifetimes are passed per call from AppConfig.
  imports: [UsersModule, JwtModule.register({}), PassportModule.register({ session: false })],
  controllers: [AuthController, AuthProvidersController, GoogleController],
  providers: [
    AuthRepository,
    AuthService,
    TokensService,
    OtpService,
    KnownDevices,
    CredentialFailureMetrics,
    GoogleStateStore,
    googleStrategyProvider,
    UnverifiedAccounts,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokensService],
})
export class AuthModule {}
