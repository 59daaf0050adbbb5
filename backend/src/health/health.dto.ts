import { ApiProperty } from '@nestjs/swagger';

class DependencyDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ example: 'postgres' }) driver: string;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty() database: DependencyDto;
  @ApiProperty() queue: DependencyDto;
  @ApiProperty() storage: DependencyDto;
}
