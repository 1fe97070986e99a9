// GET /healthz: 200 when requests are accepted, the database answers and writes flow; 503 with the
// reasons otherwise ("degraded" while the database is away: misses are still answered, hits still
// served, writes held in a bounded queue).
import type { Context } from 'koa';
import type { WriterHealth } from './db/write-behind.js';

export interface HealthSources {
  isAccepting: () => boolean;
  probe: () => Promise<boolean>;
  writers: () => Record<string, WriterHealth>;
}

export function healthRoute({ isAccepting, probe, writers }: HealthSources) {
  return async function health(ctx: Context): Promise<void> {
    ctx.type = 'application/json';
    if (!isAccepting()) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reasons: ['shutting down'] };
      return;
    }
    const writes = writers();
    const reasons: string[] = [];
    if (!(await probe())) reasons.push('the database does not answer');
    for (const [name, writer] of Object.entries(writes)) {
      if (writer.outage) reasons.push(`${name} writes held since ${writer.outageSince?.toISOString()}: ${writer.outage}`);
      if (writer.refused > 0) reasons.push(`${name}: ${writer.refused} writes refused, the queue was full`);
    }
    ctx.status = reasons.length === 0 ? 200 : 503;
    ctx.body = { status: reasons.length === 0 ? 'ok' : 'degraded', reasons, writes };
  };
}
