// A RequestFilter as a Sequelize WHERE over request_logs, always scoped to one account. Text search
// finds the account's stored texts first (request_contents), then the rows that point at them.
import { Op, Sequelize, type WhereOptions } from 'sequelize';
import { RequestContent, type RequestLog } from '../db/models/index.js';
import type { RequestFilterInput } from './types/request-filter.type.js';

const STATUSES = ['hit', 'template_hit', 'miss', 'error'];
/** Texts a search may match; past it the search says so rather than scanning on. */
export const MAX_SEARCH_MATCHES = 5_000;

/**
 * `column` contains `text`, any case. A position function rather than LIKE, so % and _ in the text
 * are plain characters on both dialects (SQLite's LIKE has no default escape).
 */
function contains(column: string, text: string) {
  const position = RequestContent.sequelize!.getDialect() === 'postgres' ? 'strpos' : 'instr';
  return Sequelize.where(Sequelize.fn(position, Sequelize.fn('lower', Sequelize.col(column)), text.toLowerCase()), { [Op.gt]: 0 });
}

export async function requestWhere(accountId: string, filter: RequestFilterInput): Promise<WhereOptions<RequestLog> & Record<string | symbol, unknown>> {
  const and: unknown[] = [{ accountId }];
  if (filter.status && STATUSES.includes(filter.status)) and.push({ cacheStatus: filter.status });
  if (filter.model) and.push(contains('model', filter.model));
  if (filter.keyId) and.push({ apiKeyId: filter.keyId });
  if (filter.from) and.push({ createdAt: { [Op.gte]: filter.from } });
  if (filter.to) and.push({ createdAt: { [Op.lt]: filter.to } });
  if (filter.answerNodeId) and.push({ answerNodeId: filter.answerNodeId });
  // node_path is a JSON array whose first id is the conversation's root.
  if (filter.conversation) and.push(Sequelize.where(Sequelize.fn('substr', Sequelize.col('node_path'), 1, filter.conversation.length + 3), `["${filter.conversation}"`));
  if (filter.search) {
    const texts = await RequestContent.findAll({ where: { [Op.and]: [{ accountId }, contains('body', filter.search)] }, attributes: ['hash'], limit: MAX_SEARCH_MATCHES });
    const hashes = texts.map((text) => text.hash);
    and.push({ [Op.or]: [{ requestHash: { [Op.in]: hashes } }, { responseHash: { [Op.in]: hashes } }] });
  }
  return { [Op.and]: and } as WhereOptions<RequestLog> & Record<string | symbol, unknown>;
}
