import { ApiProperty } from '@nestjs/swagger';

/** Which sign-in providers this install has configured (the client hides the others' buttons). */
export class AuthProvidersDto {
  @ApiProperty({
    description:
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set: /auth/google starts a sign-in (otherwise it answers 503)',
  })
  google: boolean;
}
