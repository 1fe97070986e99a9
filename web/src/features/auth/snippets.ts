// Ready-to-paste client setup for this server, with both headers filled in.
export function snippets(origin: string, key: string): Array<{ label: string; code: string }> {
  const base = `${origin}/v1`;
  return [
    {
      label: 'curl',
      code: `curl ${base}/chat/completions \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $OPENAI_API_KEY" \\
  -H "Cache-Auth: Bearer ${key}" \\
  -d '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"Say hello"}]}'`,
    },
    {
      label: 'TypeScript',
      code: `import OpenAI from 'openai';

const client = new OpenAI({
  baseURL: '${base}',
  apiKey: process.env.OPENAI_API_KEY,
  defaultHeaders: { 'Cache-Auth': 'Bearer ${key}' },
});`,
    },
    {
      label: 'Python',
      code: `from openai import OpenAI

client = OpenAI(
    base_url="${base}",
    default_headers={"Cache-Auth": "Bearer ${key}"},
)`,
    },
  ];
}
