import { forwardRef, Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Owns user profiles, avatars and points. UsersService is the module's public face.
 * DocumentsModule and this module import each other (forward references): uploads award points
 * through UsersService, and user-papers/user-notes list through DocumentsService.listByOwner.
 */
@Module({
  imports: [forwardRef(() => DocumentsModule)],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
