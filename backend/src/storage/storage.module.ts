import { Global, Module } from '@nestjs/common';
import { PendingObjects } from './pending-objects';
import { StorageService } from './storage.service';

@Global()
@Module({ providers: [StorageService, PendingObjects], exports: [StorageService, PendingObjects] })
export class StorageModule {}
