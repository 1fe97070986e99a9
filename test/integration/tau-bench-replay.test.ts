// Replays real agent traffic twice: every second-pass request must be a hit that returns exactly
// what the upstream answered for that prefix the first time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startRote, type TestRote } from '../helpers/rote.js';
import { inPool, loadTurns, recordedAnswers, replayResponder, type TauMessage } from '../helpers/tau-bench.js';

const comparable = (m: TauMessage) => JSON.stringify({ role: m.role, content: m.content ?? null, tool_calls: m.tool_calls ?? null });

describe('tau-bench airline replay', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let rote: TestRote;
  const turns = loadTurns();
  // A deterministic upstream: for a prefix recorded by several trials, the first recording answers.
  const answerFor = recordedAnswers(turns);

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream(replayResponder(answerFor, true));
    rote = await startRote(db.url, upstream.baseUrl, { LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await rote?.close();
    await upstream?.close();
    await db?.drop();
  });

  it('hits on every second-pass request with the recorded answer', async () => {
    const { key, accountId } = await rote.createAccount();
    const client = rote.client(key);
    const send = (messages: TauMessage[]) =>
      client.chat.completions.create({ model: 'gpt-4o', messages: messages as never, temperature: 0 });

    await inPool(turns, 8, async (turn) => {
      await send(turn.messages);
    });
    const distinctPrefixes = answerFor.size;
    // Concurrent first sends of a repeated prefix may both go upstream; never fewer than distinct.
    expect(upstream.count).toBeGreaterThanOrEqual(distinctPrefixes);
    const afterFirstPass = upstream.count;

    // Induction runs on its own loop; run it once more so pass two sees every template.
    await rote.running.services.induction.runOnce();
    let hits = 0;
    let templateHits = 0;
    const wrong: number[] = [];
    await inPool(turns, 8, async (turn, i) => {
      const { data: response, response: raw } = await send(turn.messages).withResponse();
      if (response.id === 'cached') hits++;
      if (raw.headers.get('cache-status')?.includes('template')) templateHits++;
      const expected = answerFor.get(JSON.stringify(turn.messages))!;
      if (comparable(response.choices[0].message as TauMessage) !== comparable(expected)) wrong.push(i);
    });
    expect(wrong).toEqual([]);
    expect(hits).toBe(turns.length);
    expect(upstream.count).toBe(afterFirstPass);

    const tree = await rote.running.services.cache.tree(accountId);
    const messagesSent = turns.reduce((sum, turn) => sum + turn.messages.length, 0);
    console.log(
      `tau-bench replay: ${turns.length} requests a pass, ${messagesSent} messages sent a pass, ` +
        `${distinctPrefixes} distinct prefixes went upstream, ${tree.nodesById.size} tree nodes ` +
        `(${(messagesSent / tree.nodesById.size).toFixed(1)} messages per node), ${hits}/${turns.length} second-pass hits; ` +
        `induction: ${JSON.stringify(rote.running.services.induction.stats)}, ${tree.templateCount} template nodes, ${templateHits} template hits`,
    );
    expect(tree.nodesById.size).toBeLessThan(messagesSent / 5);
  });
});
