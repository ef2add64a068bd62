import { ApiProperty } from '@nestjs/swagger';

export class FeatureRequestResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
