// Seeds an account with N cached entries straight into the database (as the proxy would have
// recorded them): a shared system prompt, a user question per entry, and its answer.
import { randomUUID, createHash } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { AccountService } from '../server/auth/accounts.js';
import { ApiKeyService } from '../server/auth/api-keys.js';
import { generationKey } from '../server/cache/generation-key.js';
import { messageKey } from '../server/cache/message-key.js';
import { CacheAnswer, CacheNode } from '../server/db/models/index.js';
import type { Logger } from '../server/logger.js';

export const SYSTEM = 'You are a helpful assistant for a travel agency. Answer briefly.';
export const question = (i: number) => `What is the baggage allowance for booking ${i}?`;
export const requestBody = (i: number) => ({ model: 'gpt-4o', temperature: 0, messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: question(i) }] });
export const answerBody = (i: number) => ({
  id: `chatcmpl-seed-${i}`,
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'gpt-4o',
  choices: [{ index: 0, message: { role: 'assistant', content: `Booking ${i} may carry two bags of 23 kg each.` }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 },
});

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export async function seedAccount(sequelize: Sequelize, logger: Logger, email: string, entries: number) {
  const apiKeys = new ApiKeyService(logger, 10_000);
  const { account, firstKey } = await new AccountService(apiKeys).create(email, 'benchmark password');
  const now = new Date();
  const system = { id: randomUUID(), accountId: account.id, parentId: null, message: messageKey({ role: 'system', content: SYSTEM }), hits: 0, lastHitAt: null, createdAt: now, template: null };
  await CacheNode.create({ ...system, messageHash: sha(system.message) });
  const genKey = generationKey(requestBody(0));
  for (let start = 0; start < entries; start += 1000) {
    const nodes: Array<CacheNode['_creationAttributes']> = [];
    const answers: Array<CacheAnswer['_creationAttributes']> = [];
    for (let i = start; i < Math.min(entries, start + 1000); i++) {
      const user = messageKey({ role: 'user', content: question(i) });
      const body = answerBody(i);
      const answer = messageKey(body.choices[0].message);
      const userId = randomUUID();
      const answerId = randomUUID();
      nodes.push({ ...system, id: userId, parentId: system.id, message: user, messageHash: sha(user) });
      nodes.push({ ...system, id: answerId, parentId: userId, message: answer, messageHash: sha(answer) });
      answers.push({ id: randomUUID(), accountId: account.id, nodeId: userId, answerNodeId: answerId, generationKey: genKey, generationKeyHash: sha(genKey), body: JSON.stringify(body), template: null, induction: null, inductionOutcome: null, lifecycle: null, hits: 0, lastHitAt: null, createdAt: now });
    }
    await sequelize.transaction(async (transaction) => {
      await CacheNode.bulkCreate(nodes, { transaction, validate: false });
      await CacheAnswer.bulkCreate(answers, { transaction, validate: false });
    });
  }
  return { accountId: account.id, key: firstKey.secret };
}
