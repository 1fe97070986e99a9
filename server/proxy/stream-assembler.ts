// Reads an upstream's server-sent events (chat.completion.chunk) as they pass through, and
// assembles them into the chat.completion a non-streamed call would have returned: content and
// refusal concatenated, tool-call deltas merged by index, the last finish_reason, usage if sent.
// Bytes are decoded as a stream, so a character split across network chunks stays whole; fields
// the assembler does not know (reasoning_content, audio, logprobs, a provider's own) are merged
// the same generic way (strings concatenated, arrays appended, objects merged), never dropped.

interface ToolCall {
  id?: string;
  type?: string;
  function: { name: string; arguments: string };
}

interface Choice {
  index: number;
  role: string;
  content: string | null;
  refusal: string | null;
  toolCalls: ToolCall[];
  finishReason: string | null;
  /** Other delta fields, merged. */
  extra: Record<string, unknown>;
  logprobs: Record<string, unknown> | null;
}

/** Merges a delta into what came before: strings concatenate, arrays append, objects merge. */
function merge(into: Record<string, unknown>, delta: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(delta)) {
    const known = into[key];
    if (typeof value === 'string' && typeof known === 'string') into[key] = known + value;
    else if (Array.isArray(value) && Array.isArray(known)) known.push(...value);
    else if (value && typeof value === 'object' && !Array.isArray(value) && known && typeof known === 'object' && !Array.isArray(known)) {
      merge(known as Record<string, unknown>, value as Record<string, unknown>);
    } else if (value !== null || known === undefined) into[key] = Array.isArray(value) ? [...value] : value && typeof value === 'object' ? { ...value } : value;
  }
}

const KNOWN_DELTA = new Set(['role', 'content', 'refusal', 'tool_calls']);

export class StreamAssembler {
  private buffer = '';
  private readonly decoder = new TextDecoder('utf-8');
  private readonly choices = new Map<number, Choice>();
  private envelope: Record<string, unknown> | null = null;
  private usage: unknown = null;
  private sawDone = false;
  private broken = false;

  /** Feeds raw bytes as they arrive; events may be split across chunks. */
  push(chunk: Buffer | string): void {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = this.buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      this.onEvent(event);
    }
  }

  /** True when the stream ended with [DONE] and every choice finished. */
  complete(): boolean {
    return !this.broken && this.sawDone && this.choices.size > 0 && [...this.choices.values()].every((c) => c.finishReason !== null);
  }

  /** The assembled chat.completion body. */
  toCompletion(): Record<string, unknown> {
    // Every envelope field the upstream sent (system_fingerprint, service_tier, a provider's own).
    const { choices: _choices, object: _object, usage: _usage, ...envelope } = this.envelope ?? {};
    const choices = [...this.choices.values()]
      .sort((a, b) => a.index - b.index)
      .map((c) => {
        const message: Record<string, unknown> = { role: c.role, content: c.content, refusal: c.refusal, ...c.extra };
        if (c.toolCalls.length > 0) message.tool_calls = c.toolCalls.filter(Boolean).map((t) => ({ id: t.id, type: t.type ?? 'function', function: t.function }));
        return { index: c.index, message, logprobs: c.logprobs, finish_reason: c.finishReason };
      });
    const body: Record<string, unknown> = { ...envelope, object: 'chat.completion', choices };
    if (this.usage) body.usage = this.usage;
    return body;
  }

  private onEvent(event: string): void {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) return;
    if (data === '[DONE]') {
      this.sawDone = true;
      return;
    }
    let chunk: Record<string, any>;
    try {
      chunk = JSON.parse(data);
    } catch {
      this.broken = true;
      return;
    }
    if (chunk.error) {
      this.broken = true;
      return;
    }
    this.envelope ??= chunk;
    if (chunk.usage) this.usage = chunk.usage;
    for (const delta of chunk.choices ?? []) this.onChoice(delta);
  }

  private onChoice(part: Record<string, any>): void {
    const index = Number(part.index ?? 0);
    let choice = this.choices.get(index);
    if (!choice) {
      choice = { index, role: 'assistant', content: null, refusal: null, toolCalls: [], finishReason: null, extra: {}, logprobs: null };
      this.choices.set(index, choice);
    }
    const delta = part.delta ?? {};
    if (typeof delta.role === 'string') choice.role = delta.role;
    if (typeof delta.content === 'string') choice.content = (choice.content ?? '') + delta.content;
    if (typeof delta.refusal === 'string') choice.refusal = (choice.refusal ?? '') + delta.refusal;
    for (const call of delta.tool_calls ?? []) {
      const at = Number(call.index ?? 0);
      const known = (choice.toolCalls[at] ??= { function: { name: '', arguments: '' } });
      if (call.id) known.id = call.id;
      if (call.type) known.type = call.type;
      if (call.function?.name) known.function.name += call.function.name;
      if (call.function?.arguments) known.function.arguments += call.function.arguments;
    }
    if (part.finish_reason) choice.finishReason = part.finish_reason;
    const extra = Object.fromEntries(Object.entries(delta).filter(([key]) => !KNOWN_DELTA.has(key)));
    merge(choice.extra, extra);
    if (part.logprobs && typeof part.logprobs === 'object') merge((choice.logprobs ??= {}), part.logprobs);
  }
}
