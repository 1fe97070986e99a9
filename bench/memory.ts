// Heap used per cached entry: loads one account's tree and measures the heap before and after.
// Run with --expose-gc.
import { Writable } from 'node:stream';
import { CacheStore } from '../server/cache/cache-store.js';
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { openAndMigrate } from '../server/server.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const logger = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));
const sequelize = await openAndMigrate(loadConfig(), logger);
const store = new CacheStore(logger, 1000);
gc();
gc();
const before = process.memoryUsage().heapUsed;
const tree = await store.tree(process.env.BENCH_ACCOUNT!);
gc();
gc();
const after = process.memoryUsage().heapUsed;
console.log(JSON.stringify({ entries: tree.answerCount, nodes: tree.nodesById.size, bytesPerEntry: (after - before) / tree.answerCount }));
await store.close();
await sequelize.close();
