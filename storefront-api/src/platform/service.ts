import type { Queryable } from '../db/database.js';
import type * as platformRepository from './repository.js';

export type Readiness = 'ready' | 'seeding' | 'database-unavailable';

export class PlatformService {
  constructor(private readonly deps: { db: Queryable; repository: typeof platformRepository }) {}

  /** Ready once the database answers and holds a catalogue (the seed writes regions first). */
  async readiness(): Promise<Readiness> {
    try {
      return (await this.deps.repository.countRegions(this.deps.db)) === 0 ? 'seeding' : 'ready';
    } catch {
      return 'database-unavailable';
    }
  }
}
