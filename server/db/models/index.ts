import type { Sequelize } from 'sequelize';
import { Account } from './account.js';
import { ApiKey } from './api-key.js';
import { CacheAnswer } from './cache-answer.js';
import { CacheNode } from './cache-node.js';
import { RequestContent } from './request-content.js';
import { RequestLog } from './request-log.js';
import { Session } from './session.js';

export { Account, ApiKey, CacheAnswer, CacheNode, RequestContent, RequestLog, Session };
export type { CacheStatus } from './request-log.js';

export function initModels(sequelize: Sequelize): void {
  for (const model of [Account, ApiKey, CacheNode, CacheAnswer, RequestLog, RequestContent, Session]) model.initModel(sequelize);
}
