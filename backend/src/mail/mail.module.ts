import { Global, Module } from '@nestjs/common';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';
import { MailTransport } from './mail.transport';

@Global()
@Module({ providers: [MailService, MailTransport, MailRepository], exports: [MailService, MailRepository] })
export class MailModule {}
