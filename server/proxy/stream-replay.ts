// Replays a cached chat.completion body (literal or rendered from a template) as server-sent
// events in OpenAI's chunk format: one chunk per choice carrying its whole message, one with the
// finish reasons, a usage chunk when the client asked for one, then `data: [DONE]`.

export function replayAsEvents(body: Record<string, any>, includeUsage: boolean): string {
  const envelope: Record<string, unknown> = { id: 'cached', object: 'chat.completion.chunk', created: body.created, model: body.model };
  if (body.system_fingerprint !== undefined) envelope.system_fingerprint = body.system_fingerprint;
  const events: unknown[] = [];
  const choices: Array<Record<string, any>> = body.choices ?? [];
  for (const choice of choices) {
    const message = choice.message ?? {};
    const delta: Record<string, unknown> = { role: message.role ?? 'assistant', content: message.content ?? null };
    if (message.refusal) delta.refusal = message.refusal;
    if (Array.isArray(message.tool_calls)) {
      delta.tool_calls = message.tool_calls.map((call: Record<string, unknown>, index: number) => ({ index, ...call }));
    }
    events.push({ ...envelope, choices: [{ index: choice.index ?? 0, delta, logprobs: null, finish_reason: null }] });
  }
  events.push({
    ...envelope,
    choices: choices.map((choice) => ({ index: choice.index ?? 0, delta: {}, logprobs: null, finish_reason: choice.finish_reason })),
  });
  if (includeUsage && body.usage) events.push({ ...envelope, choices: [], usage: body.usage });
  return `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`;
}
