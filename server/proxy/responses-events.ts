// The Responses API's server-sent events, both ways. A streamed miss is relayed as it comes and
// read on the way for its `response.completed` event, whose `response` is exactly the body a plain
// call returns: that is what gets stored. A streamed hit replays a stored body as the events a
// client's parser expects (created, in progress, each output item with its parts and one delta,
// completed), numbered in sequence.

/** Reads an event stream chunk by chunk and keeps the completed response, if one arrives. */
export class CompletedResponseReader {
  private pending = '';
  private completed: Record<string, unknown> | null = null;
  private failed = false;
  private readonly decoder = new TextDecoder();

  push(chunk: Uint8Array): void {
    this.pending += this.decoder.decode(chunk, { stream: true });
    let end = this.pending.indexOf('\n\n');
    while (end >= 0) {
      this.read(this.pending.slice(0, end));
      this.pending = this.pending.slice(end + 2);
      end = this.pending.indexOf('\n\n');
    }
  }

  /** The completed response, or null when the stream failed, stopped short or never completed. */
  response(): Record<string, unknown> | null {
    return this.failed ? null : this.completed;
  }

  private read(event: string): void {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) return;
    let parsed: { type?: string; response?: Record<string, unknown> };
    try {
      parsed = JSON.parse(data) as typeof parsed;
    } catch {
      this.failed = true; // not the stream we understand: store nothing
      return;
    }
    if (parsed.type === 'response.completed' && parsed.response?.status === 'completed' && Array.isArray(parsed.response.output)) this.completed = parsed.response;
    if (parsed.type === 'response.failed' || parsed.type === 'response.incomplete' || parsed.type === 'error') this.failed = true;
  }
}

type OutputItem = Record<string, unknown> & { type?: string; content?: Array<Record<string, unknown> & { type?: string; text?: string }>; arguments?: string };

/** A stored response as the event stream a streamed call would have received. */
export function replayResponseEvents(response: Record<string, unknown>): string {
  const events: string[] = [];
  let sequence = 0;
  const emit = (type: string, fields: Record<string, unknown>) => {
    events.push(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...fields })}\n\n`);
  };
  const started = { ...response, status: 'in_progress', output: [], usage: null };
  emit('response.created', { response: started });
  emit('response.in_progress', { response: started });
  ((response.output as OutputItem[]) ?? []).forEach((item, outputIndex) => {
    const itemId = item.id;
    if (item.type === 'message') {
      emit('response.output_item.added', { output_index: outputIndex, item: { ...item, status: 'in_progress', content: [] } });
      (item.content ?? []).forEach((part, contentIndex) => {
        const at = { item_id: itemId, output_index: outputIndex, content_index: contentIndex };
        emit('response.content_part.added', { ...at, part: part.type === 'output_text' ? { ...part, text: '' } : part });
        if (part.type === 'output_text') {
          emit('response.output_text.delta', { ...at, delta: part.text ?? '', logprobs: [] });
          emit('response.output_text.done', { ...at, text: part.text ?? '', logprobs: [] });
        }
        emit('response.content_part.done', { ...at, part });
      });
    } else if (item.type === 'function_call') {
      emit('response.output_item.added', { output_index: outputIndex, item: { ...item, status: 'in_progress', arguments: '' } });
      emit('response.function_call_arguments.delta', { item_id: itemId, output_index: outputIndex, delta: item.arguments ?? '' });
      emit('response.function_call_arguments.done', { item_id: itemId, output_index: outputIndex, arguments: item.arguments ?? '' });
    } else {
      emit('response.output_item.added', { output_index: outputIndex, item });
    }
    emit('response.output_item.done', { output_index: outputIndex, item });
  });
  emit('response.completed', { response });
  return events.join('');
}
