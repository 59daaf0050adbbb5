import { ApiProperty } from '@nestjs/swagger';

export class FeedbackDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() feedback: string;
  @ApiProperty() createdAt: Date;
}
