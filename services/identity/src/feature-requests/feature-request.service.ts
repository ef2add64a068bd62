import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext, FeatureRequestBody } from '@cricket/contracts';
import type { FeatureRequestResponseDto } from './dto/feature-request.dto';
import { FeatureRequest } from './feature-request.entity';

@Injectable()
export class FeatureRequestService {
  constructor(@InjectRepository(FeatureRequest) private readonly requests: Repository<FeatureRequest>) {}

  /** Anyone may send one; a signed-in sender is remembered. */
  async create(auth: AuthContext, dto: FeatureRequestBody): Promise<FeatureRequestResponseDto> {
    const saved = await this.requests.save(
      this.requests.create({ title: dto.title, description: dto.description, email: dto.email ?? null, userId: auth.user?.id ?? null }),
    );
    return { id: saved.id, title: saved.title, description: saved.description, createdAt: saved.createdAt.toISOString() };
  }
}
