import { describe, expect, it } from 'vitest';
import { messageKey } from '../../server/cache/message-key.js';
import { templateBody, templateMessage } from '../../server/templates/apply-bindings.js';
import { escapeJson, unescapeJson } from '../../server/templates/json-escape.js';
import { TemplateIndex } from '../../server/templates/template-index.js';
import { TextTemplate } from '../../server/templates/text-template.js';

const user = (content: string) => ({ role: 'user', content });
const make = (content: string, bindings: Record<string, string>) => templateMessage(user(content), bindings)!.template;

describe('TextTemplate', () => {
  it('matches and renders round trip', () => {
    const template = make('Say hello to Alice', { name: 'Alice' });
    expect(template.display()).toBe('{"content":"Say hello to {{name}}","role":"user"}');
    expect(template.match(messageKey(user('Say hello to Bob')))).toEqual({ name: 'Bob' });
    expect(template.render({ name: 'Bob' })).toBe(messageKey(user('Say hello to Bob')));
    expect(template.match(messageKey(user('Say goodbye to Bob')))).toBeNull();
    expect(template.match(messageKey({ role: 'system', content: 'Say hello to Bob' }))).toBeNull();
  });

  it('refuses a text that parses two ways', () => {
    const pair = make('Meet Kim and Lee and friends', { a: 'Kim', b: 'Lee' });
    expect(pair.match(messageKey(user('Meet A and B and friends')))).toEqual({ a: 'A', b: 'B' });
    expect(pair.match(messageKey(user('Meet A and B and C and friends')))).toBeNull();
    const adjacent = make('KimLee', { a: 'Kim', b: 'Lee' });
    expect(adjacent.match(messageKey(user('MaxPayne')))).toBeNull();
  });

  it('never lets a variable swallow structure or come out empty', () => {
    const template = make('Hi Alice', { name: 'Alice' });
    expect(template.match('{"content":"Hi x","role":"user","name":"evil"}')).toBeNull();
    expect(template.match(messageKey(user('Hi ')))).toBeNull();
    expect(template.match('{"content":"Hi x","role":"assistant"}')).toBeNull();
  });

  it('needs the same value wherever a variable repeats, and agrees with known bindings', () => {
    const template = make('Alice meets Alice', { name: 'Alice' });
    expect(template.match(messageKey(user('Bob meets Bob')))).toEqual({ name: 'Bob' });
    expect(template.match(messageKey(user('Bob meets Eve')))).toBeNull();
    expect(template.match(messageKey(user('Bob meets Bob')), { name: 'Eve' })).toBeNull();
  });

  it('escapes at the right depth for JSON inside strings', () => {
    expect(escapeJson('a"b', 1)).toBe('a\\"b');
    expect(escapeJson('a"b', 2)).toBe('a\\\\\\"b');
    expect(unescapeJson(escapeJson('x"\\\ny', 2), 2)).toBe('x"\\\ny');
    const body = templateBody(
      { id: 'x', model: 'Alice-model', choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'f', arguments: '{"who":"Alice"}' } }] } }] },
      { name: 'Alice' },
    )!;
    const rendered = JSON.parse(body.render({ name: 'O"Brien' })!);
    expect(JSON.parse(rendered.choices[0].message.tool_calls[0].function.arguments)).toEqual({ who: 'O"Brien' });
    expect(rendered.model).toBe('Alice-model'); // only what the model wrote is templated
    expect(rendered.id).toBe('cached');
  });

  it('is serializable through its segments', () => {
    const template = make('Say hello to Alice', { name: 'Alice' });
    const copy = new TextTemplate(JSON.parse(JSON.stringify(template.segments)));
    expect(copy.match(messageKey(user('Say hello to Zed')))).toEqual({ name: 'Zed' });
  });
});

describe('TemplateIndex', () => {
  it('finds templates by literal prefix and suffix without scanning the rest', () => {
    const index = new TemplateIndex<{ template: TextTemplate; n: number }>();
    for (let n = 0; n < 1000; n++) index.add({ template: make(`Item ${n}: Alice is here`, { name: 'Alice' }), n });
    index.add({ template: make('Alice first', { name: 'Alice' }), n: -1 });
    const found = index.candidates(messageKey(user('Item 42: Bob is here')));
    expect(found.map((e) => e.n)).toEqual([42]);
    expect(index.candidates(messageKey(user('Bob first'))).map((e) => e.n)).toEqual([-1]);
    expect(index.size).toBe(1001);
  });
});
