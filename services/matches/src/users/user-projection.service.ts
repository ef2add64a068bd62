import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '@cricket/contracts';
import { UserProjection } from './user.entity';

/** Who a username names, as far as identity's events have told this service. */
@Injectable()
export class UserProjectionService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  findByUsername(username: string, manager: EntityManager = this.dataSource.manager): Promise<UserProjection | null> {
    return manager.createQueryBuilder(UserProjection, 'u').where('lower(u.username) = lower(:username)', { username }).getOne();
  }

  /** Writes what is known of a user (from an event, or from the signed auth context of their own request). */
  async remember(user: Pick<AuthUser, 'id' | 'username' | 'name'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, username, name) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, name = EXCLUDED.name, updated_at = now()`,
      [user.id, user.username, user.name],
    );
  }
}
