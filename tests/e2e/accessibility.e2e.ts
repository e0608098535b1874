// axe-core on the main pages, in both languages: the visitor home (both tabs), a treasure page,
// a master page, the master home, a tool screen and a preview page. Fails on any serious or
// critical violation, naming the rule and the elements.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    type Axe = { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // zoom allowed and tap targets of 24 px or more, checked explicitly
    return (
      await axe.run(document, { rules: { 'meta-viewport': { enabled: true }, 'target-size': { enabled: true } } })
    ).violations;
  });
  return (violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Each page, with what shows that it has rendered (axe runs on the rendered page only). */
const PAGES: { name: string; path: string; persona?: string; ready(page: Page): Promise<unknown> }[] = [
  {
    name: 'visitor home, treasure tab',
    path: '/',
    ready: (page) => page.getByTestId('treasure-code-counter').waitFor(),
  },
  {
    name: 'visitor home, master tab',
    path: '/',
    ready: async (page) => {
      // the app's own tab (test ids are the app's alone: the server's first paint has none)
      await page.getByTestId('tab-master').click();
      await page.getByTestId('master-search').waitFor();
    },
  },
  { name: 'treasure page', path: '/detail/1', ready: (page) => page.getByTestId('treasure-name').waitFor() },
  { name: 'master page', path: '/tcdetail/101', ready: (page) => page.getByTestId('master-name').waitFor() },
  {
    name: 'master home',
    path: '/home',
    persona: 'demo-master',
    ready: (page) => page.getByTestId('welcome-name').waitFor(),
  },
  {
    name: 'a tool screen',
    path: '/renzhen',
    persona: 'demo-master',
    ready: (page) => page.getByTestId('work-form').waitFor(),
  },
  { name: 'a preview page', path: '/concern', ready: (page) => page.getByTestId('suggested-list').waitFor() },
];

describe.each(['zn', 'en'] as const)('accessibility in %s', (lang) => {
  it.each(PAGES)('$name ($path): no serious or critical violation', async ({ path, persona, ready }) => {
    const token = persona ? await server.tokenFor(persona) : undefined;
    const { page } = await borrowPhone(browser, server.baseUrl, { lang, token, bypassCSP: true }, `a11y-${lang}`);
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

it('lets the page be zoomed (no maximum-scale, no user-scalable=no)', async () => {
  const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' }, 'a11y-zoom');
  await page.goto('/');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).toContain('width=device-width');
  expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*no/);
});
