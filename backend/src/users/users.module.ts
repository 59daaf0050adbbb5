import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Owns user profiles, avatars and points. UsersService is the module's public face (with the
 * shapes in dto/): AuthModule reads accounts through it, DocumentsModule awards upload points.
 * This module imports no feature module.
 */
@Module({
  controllers: [UsersController, AdminUsersController],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
