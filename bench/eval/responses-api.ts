// The evaluation's families over the Responses API: chat messages as input items and back, and a
// family's answer as a Responses body, so every family runs through POST /v1/responses too.
import type { Answer, Msg, ToolCall } from './families.js';

type Item = Record<string, unknown>;

/** Chat messages as Responses input items: tool calls and results become function-call items. */
export function toInputItems(messages: readonly Msg[]): Item[] {
  return messages.flatMap((message): Item[] => {
    if (message.role === 'tool') return [{ type: 'function_call_output', call_id: message.tool_call_id, output: message.content ?? '' }];
    const calls = (message.tool_calls ?? []).map((call) => ({ type: 'function_call', call_id: call.id, name: call.function.name, arguments: call.function.arguments }));
    return [...(message.content !== null ? [{ role: message.role, content: message.content }] : []), ...calls];
  });
}

/** Input items back as chat messages, as the upstream's family answers them. */
export function fromInputItems(items: readonly Item[]): Msg[] {
  const messages: Msg[] = [];
  for (const item of items) {
    if (item.type === 'function_call_output') {
      messages.push({ role: 'tool', tool_call_id: String(item.call_id), content: String(item.output) });
    } else if (item.type === 'function_call') {
      const call: ToolCall = { id: String(item.call_id), type: 'function', function: { name: String(item.name), arguments: String(item.arguments) } };
      const previous = messages.at(-1);
      if (previous?.role === 'assistant' && previous.tool_calls) previous.tool_calls.push(call);
      else messages.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else {
      messages.push({ role: String(item.role), content: typeof item.content === 'string' ? item.content : null });
    }
  }
  return messages;
}

/** A family's answer as a completed Responses body; `n` makes its ids new on every call. */
export function responseBody(answer: Answer, n: number): Item {
  const output: Item[] = [];
  if (answer.content !== null) {
    output.push({ type: 'message', id: `msg_${n}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: answer.content, annotations: [] }] });
  }
  (answer.tool_calls ?? []).forEach((call, i) => {
    output.push({ type: 'function_call', id: `fc_${n}x${i}`, call_id: `call_${n}x${i}`, name: call.function.name, arguments: call.function.arguments, status: 'completed' });
  });
  return { id: `resp_${n}`, object: 'response', created_at: 1_700_000_000 + n, status: 'completed', model: 'eval', output, usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 } };
}

/** What a Responses body answers, in a family's terms (tool-call ids aside, as for chat). */
export function answerOfOutput(output: readonly Item[]): Answer {
  const text = output.flatMap((item) => (item.type === 'message' ? (item.content as Array<{ text?: string }>).map((part) => part.text ?? '') : [])).join('');
  const calls = output.filter((item) => item.type === 'function_call').map((item): ToolCall => ({ id: String(item.call_id), type: 'function', function: { name: String(item.name), arguments: String(item.arguments) } }));
  return { content: output.some((item) => item.type === 'message') ? text : null, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
}
