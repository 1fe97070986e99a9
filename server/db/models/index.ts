import type { Sequelize } from 'sequelize';
import { Account } from './account.js';
import { ApiKey } from './api-key.js';
import { CacheAnswer } from './cache-answer.js';
import { CacheNode } from './cache-node.js';
import { RequestLog } from './request-log.js';

export { Account, ApiKey, CacheAnswer, CacheNode, RequestLog };
export type { CacheStatus } from './request-log.js';

export function initModels(sequelize: Sequelize): void {
  for (const model of [Account, ApiKey, CacheNode, CacheAnswer, RequestLog]) model.initModel(sequelize);
}
