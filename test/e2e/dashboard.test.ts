// The dashboard in Debian's Chromium, against the real server and a fake upstream: sign up, copy
// the key, watch requests arrive live, open one, jump to its node, delete a subtree, revoke the key.
// Screenshots of every page go to test-results/ (ignored by git).
import { mkdirSync, readFileSync } from 'node:fs';
import axe from 'axe-core';
import { chromium, type Browser, type Page, type WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';

const SHOTS = 'test-results';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Critical and serious axe-core violations on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const result = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('dashboard in Chromium', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let rote: TestRote;
  let browser: Browser;
  let page: Page;
  let key = '';

  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const send = (content: string) => rote.client(key).chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content }] });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream();
    rote = await startRote(db.url, upstream.baseUrl, { INDUCTION_INTERVAL_MS: '3600000' });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await rote?.close();
    await upstream?.close();
    await db?.drop();
  });

  it('signs up and shows the new key once, with snippets for this server', async () => {
    await page.goto(rote.url);
    await page.getByLabel('Email').fill('e2e@example.com');
    await page.getByLabel('Password').fill('a long password');
    await shot('01-sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    key = (await page.getByTestId('new-key').textContent())!.trim();
    expect(key).toMatch(/^rote_[a-z2-7]{52}$/);
    expect(await page.getByTestId('snippet').textContent()).toContain(`${rote.url}/v1`);
    expect(await page.getByTestId('snippet').textContent()).toContain(`Cache-Auth: Bearer ${key}`);
    await page.getByRole('tab', { name: 'Python' }).click();
    expect(await page.getByTestId('snippet').textContent()).toContain('default_headers');
    await shot('02-new-key');
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await shot('03-overview-empty');
  });

  it('shows requests in the feed as they happen, without a reload', async () => {
    await page.getByRole('link', { name: 'Requests' }).click();
    await page.getByText('No requests yet').waitFor();
    await page.waitForTimeout(300); // the subscription connects
    await send('What is the capital of France?');
    await send('What is the capital of France?');
    await page.getByTestId('request-row').nth(1).waitFor();
    const badges = await page.getByTestId('request-row').locator('.badge').allTextContents();
    expect(badges).toEqual(['hit', 'miss']);
    // What was asked, on each row as it arrives (the hit from its prepared answer too).
    expect(await page.getByTestId('request-row').locator('td.preview').allTextContents()).toEqual(['What is the capital of France?', 'What is the capital of France?']);
    await shot('04-requests-live');
  });

  it('opens a request and jumps from a message to its node in the tree', async () => {
    await page.getByTestId('request-row').first().getByRole('link').click();
    await page.getByRole('heading', { name: /Request/ }).waitFor();
    expect(await page.getByTestId('message').first().textContent()).toContain('What is the capital of France?');
    expect(await page.getByTestId('saved').textContent()).toMatch(/^served in .+ instead of ~.+ms/);
    expect(await page.getByTestId('why').textContent()).toContain('Why it hit');
    await shot('05-request');
    await page.getByTestId('message').first().click();
    await page.getByTestId('selected-node').waitFor();
    expect(await page.getByTestId('selected-node').textContent()).toContain('What is the capital of France?');
    expect(await page.getByTestId('node-content').textContent()).toContain('"role":"user"');
    await shot('06-tree-selected');
  });

  it('deletes a subtree after a confirmation, and the next request misses', async () => {
    await page.getByRole('button', { name: 'Delete this subtree' }).click();
    await page.getByRole('button', { name: 'Delete subtree' }).click();
    await page.getByText('Select a node to see its details.').waitFor();
    const calls = upstream.count;
    const after = await send('What is the capital of France?');
    expect(after.id).not.toBe('cached');
    expect(upstream.count).toBe(calls + 1);
    // History stands on its own: the first request still shows what was asked and answered
    // (read from the request log, not the tree; graphql.test.ts covers a node that stays gone).
    await page.getByRole('link', { name: 'Requests' }).click();
    await page.getByTestId('request-row').nth(2).getByRole('link').click();
    await page.getByRole('heading', { name: /Request/ }).waitFor();
    expect(await page.getByTestId('message').first().textContent()).toContain('What is the capital of France?');
    expect(await page.locator('pre.response').first().textContent()).toContain('France');
    await shot('06b-request-after-delete');
  });

  it('says why a request missed: the nearest cached message and what differed', async () => {
    await send('What is the capital of Spain?');
    await page.getByRole('link', { name: 'Requests' }).click();
    await page.getByTestId('request-row').nth(3).waitFor();
    await page.getByTestId('request-row').first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Why it missed' }).waitFor();
    expect(await page.getByTestId('why-summary').textContent()).toBe('No cached conversation begins with this first message; the nearest cached one differs as shown.');
    const row = page.getByRole('row', { name: /message 1 \(user\)/ });
    expect(await row.locator('td').first().textContent()).toContain('France');
    expect(await row.locator('td').nth(1).textContent()).toContain('Spain');
    expect(await row.locator('td mark').allTextContents()).toEqual(['France', 'Spain']); // what differs, marked
    await shot('06c-why-missed');
    // Induction runs after the answer is recorded; the page says what it made of it.
    await rote.running.services.induction.runOnce();
    await page.reload();
    expect(await page.getByTestId('why-induction').textContent()).toMatch(/^Template induction, afterwards: no template \(compared with 1 cached request of this shape\): .+ \(a lookup\)\.$/);
    await shot('06d-why-induction');
    await page.getByRole('link', { name: 'Open the nearest cached entry in the tree' }).click();
    await page.getByTestId('selected-node').waitFor();
    expect(await page.getByTestId('selected-node').textContent()).toContain('France');
    expect(await page.getByTestId('node-induction').textContent()).toMatch(/^no template \(compared with \d+ cached requests? of this shape\): /);
  });

  it('filters requests by text and status in the URL, keeps them on reload, and exports them', async () => {
    await page.getByRole('link', { name: 'Requests' }).click();
    expect(await page.getByTestId('live').textContent()).toMatch(/live|connecting/);
    await page.getByTestId('live').getByText('● live').waitFor();
    await page.getByLabel('Search').fill('spain');
    await page.waitForURL(/\/requests\?q=spain$/);
    await expect.poll(() => page.getByTestId('request-row').count()).toBe(1); // the old rows go, one comes
    await page.reload();
    await page.getByTestId('request-row').first().waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe('spain');
    expect(await page.getByTestId('request-row').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('rote-requests.csv');
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('id,createdAt,cacheStatus,model,keyId,latencyMs,promptTokens,completionTokens,totalTokens,count,stream,error');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(',miss,gpt-test,');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByTestId('request-row').nth(3).waitFor();
    await page.getByLabel('Status').selectOption('miss');
    await page.waitForURL(/status=miss/);
    await expect.poll(() => page.getByTestId('request-row').count()).toBe(3);
    await shot('06d-requests-filtered');
    await page.goBack();
    await expect.poll(() => page.getByTestId('request-row').count()).toBe(4);
  });

  it('says when live updates are cut, and resumes them, without printing an error', async () => {
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      sockets.push(socket);
      socket.connectToServer();
    });
    await page.goto(`${rote.url}/requests`);
    await page.getByTestId('live').getByText('● live').waitFor();
    // A cut connection (going away), then a server error, which graphql-ws does not retry itself.
    for (const code of [1001, 4500]) {
      const opened = sockets.length;
      await sockets.at(-1)!.close({ code, reason: 'cut by the test' });
      await page.getByTestId('live').getByText('○ reconnecting…').waitFor();
      await page.getByTestId('live').getByText('● live').waitFor({ timeout: 20_000 });
      expect(sockets.length).toBeGreaterThan(opened);
    }
    expect(await page.getByRole('alert').count()).toBe(0); // no "[object CloseEvent]"
    const before = await page.getByTestId('request-row').count();
    await send('Are live updates back?');
    await expect.poll(() => page.getByTestId('request-row').count()).toBe(before + 1); // arrived live
  });

  it("shows an induced template's state, evidence and history on its node", async () => {
    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Max', 'Ned', 'Oz', 'Pam'];
    for (const name of names) {
      await send(`Welcome ${name} to the club`);
      await rote.running.services.induction.runOnce();
    }
    const response = await fetch(`${rote.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ templates(state: "serving"){ items { id } } }' }),
    });
    const { data } = (await response.json()) as { data: { templates: { items: Array<{ id: string }> } } };
    expect(data.templates.items).toHaveLength(1);
    await page.goto(`${rote.url}/tree?node=${data.templates.items[0].id}`);
    await expect.poll(() => page.getByTestId('template-state').textContent()).toBe('serving');
    expect(await page.locator('.events').textContent()).toContain('correct predictions');
    await shot('06b-template-lifecycle');
    // A miss the candidate only predicted says which template covered it, as a link to that template.
    const requests = await fetch(`${rote.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ requests(first: 1, filter: { search: "Welcome Cy" }){ items { nodeIds } } }' }),
    });
    const cy = ((await requests.json()) as { data: { requests: { items: Array<{ nodeIds: string[] }> } } }).data.requests.items[0];
    await page.goto(`${rote.url}/tree?node=${cy.nodeIds.at(-1)}`);
    const outcome = page.getByTestId('node-induction');
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/^a template already matches this request \(node \S+, predicting: not yet verified on these values\)/);
    await outcome.getByRole('link', { name: data.templates.items[0].id }).click();
    await page.waitForURL(`${rote.url}/tree?node=${data.templates.items[0].id}`);
    await expect.poll(() => page.getByTestId('template-state').textContent()).toBe('serving');
  });

  it('shows the overview with charts and the GraphQL explorer with the session', async () => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByText('hit rate', { exact: true }).waitFor();
    // What the cache saved this week: the hits so far, and the upstream time they did not wait.
    const savings = await page.getByTestId('savings').textContent();
    expect(savings).toMatch(/Saved in the last 7 days/);
    // Which templates earn it: the induced greeting, with its hits.
    expect(savings).toMatch(/Templates that earn itWelcome \{\{v1\}\} to the club [1-9]\d* hits/);
    expect(savings).toMatch(/[1-9]\d*requests answered from the cache/);
    // Charts people can read: a y axis with values, a tooltip per bar, gaps where there was no traffic.
    const requests = page.getByRole('img', { name: /^Requests, last 24 hours, per hour/ });
    expect(await requests.locator('text.axis').allTextContents()).toContain('0');
    expect(await requests.getByTestId('bar').count()).toBe(24);
    const tooltips = await requests.locator('title').allTextContents();
    expect(tooltips.some((t) => /: [1-9]\d* requests: [1-9]\d* hits, [1-9]\d* misses, 0 errors$/.test(t))).toBe(true);
    const rate = page.getByRole('img', { name: /^Hit rate/ });
    expect(await rate.getByTestId('point').count()).toBeLessThanOrEqual(2); // only hours with traffic (this one, perhaps the last)
    expect(await rate.locator('text.axis').allTextContents()).toContain('100%');
    expect(await page.getByRole('img', { name: /^Mean latency of hits and of misses/ }).getByTestId('point').count()).toBeGreaterThanOrEqual(2);
    await shot('07-overview');
    await page.getByLabel('Time range').selectOption('7d');
    await page.waitForURL(/\?range=7d$/);
    await page.getByRole('img', { name: /^Requests, last 7 days, per day/ }).waitFor();
    expect(await page.getByRole('img', { name: /^Requests, last 7 days/ }).getByTestId('bar').count()).toBe(7);
    await shot('07b-overview-week');
    await page.getByRole('link', { name: 'GraphQL' }).click();
    await page.locator('.graphiql-container').waitFor({ timeout: 20_000 });
    await page.getByText('cachedAnswers').first().waitFor({ timeout: 20_000 }); // the default query is in the editor
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window').getByText('e2e@example.com').waitFor({ timeout: 20_000 });
    await shot('08-explorer');
  });

  it('moves through the tree with the arrow keys and selects with Enter', async () => {
    await page.goto(`${rote.url}/tree`);
    const labels = page.getByRole('tree', { name: 'Cache tree' }).locator('.node-label');
    await labels.first().waitFor();
    expect(await page.locator('.node-label[tabindex="0"]').count()).toBe(1); // one tab stop
    await labels.first().focus();
    const focusedText = () => page.evaluate('document.activeElement.textContent');
    const first = await focusedText();
    await page.keyboard.press('ArrowDown');
    const second = await focusedText();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await focusedText()).toBe(first);
    // Right opens a row with children, then goes into it; Left goes back to the parent.
    const rootItem = page.getByRole('treeitem').first();
    if ((await rootItem.getAttribute('aria-expanded')) === 'false') {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => rootItem.getAttribute('aria-expanded')).toBe('true');
      await rootItem.locator('[role="group"] [role="treeitem"]').first().waitFor();
      await page.keyboard.press('ArrowRight');
      expect(await focusedText()).not.toBe(first);
      await page.keyboard.press('ArrowLeft');
      expect(await focusedText()).toBe(first);
    }
    await page.keyboard.press('Enter');
    await page.getByTestId('selected-node').waitFor();
    expect(await page.getByTestId('selected-node').textContent()).toContain((first as string).slice(0, 10));
  });

  it('has no critical or serious axe-core violations on any page, in light and in dark', async () => {
    // A miss, so its page has the "why" table too.
    const { response } = await rote.client(key).chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: 'What is the capital of Italy?' }] }).withResponse();
    const request = response.headers.get('rote-request');
    const pages = ['/', '/requests', `/requests/${request}`, '/tree', '/keys', '/explorer'];
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of pages) {
        await page.goto(`${rote.url}${path}`);
        await page.locator(path === '/explorer' ? '.graphiql-container .CodeMirror' : 'h1').first().waitFor();
        await page.getByText(/Loading/).first().waitFor({ state: 'detached' }).catch(() => undefined);
        if (path === '/tree') {
          await page.locator('.node-label').first().click();
          await page.getByTestId('selected-node').waitFor();
        }
        for (const violation of await axeViolations(page)) found.push(`${scheme} ${path}: ${violation}`);
      }
      await shot(`11-keys-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(found).toEqual([]);
  });

  it('jumps to a node past the first page of 50 roots', async () => {
    for (let i = 0; i < 50; i++) await send(`Filler question number ${i}`);
    const { response } = await rote.client(key).chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: 'The newest root of all' }] }).withResponse();
    await page.goto(`${rote.url}/requests/${response.headers.get('rote-request')}`);
    await page.getByTestId('message').first().click();
    await page.getByTestId('selected-node').waitFor();
    expect(await page.getByTestId('selected-node').textContent()).toContain('The newest root of all');
    expect(await page.getByRole('tree').locator(':scope > [role="treeitem"]').count()).toBeGreaterThan(50);
  });

  it('revokes the key after a confirmation, and the proxy refuses it', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByTestId('key-row').first().waitFor();
    // The cache lifetime is kept by the account.
    await page.getByLabel('Refresh entries').selectOption('86400');
    await page.getByTestId('lifetime-saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Refresh entries').inputValue()).toBe('86400');
    await shot('09-keys');
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('revoked', { exact: true }).waitFor();
    const refused = await send('Am I still allowed?').catch((e) => e);
    expect(refused.status).toBe(401);
  });

  it('is readable on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Requests' }).click();
    await page.getByTestId('request-row').first().waitFor();
    await shot('10-requests-phone');
    // Runs in the page, where document and window exist.
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    // The feed is cards on a phone: every row's time is on screen, not clipped in a table.
    const box = (await page.getByTestId('request-row').first().locator('td').nth(5).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Selecting a node brings its details into view.
    await page.goto(`${rote.url}/tree`);
    await page.locator('.node-label').nth(3).click();
    await page.getByTestId('node-content').waitFor();
    await expect.poll(() => page.evaluate("document.querySelector('.node-details').getBoundingClientRect().top")).toBeLessThan(844);
    await shot('10b-tree-phone');
  });
});
