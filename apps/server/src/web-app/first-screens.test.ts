import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_ANSWERS_ID } from '@livra/shared/first-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPO_ROOT } from '@/config';
import { categories } from '@/db/schema/index';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { createTestServer, type TestServer } from '@/test/harness';
import { answersScript } from './first-screens';

// A public page's first screen drawn on the server (decision 015). The web app's renderer is
// stood in for by a module of the same shape, beside the test's web build as the real one is
// (apps/web/dist-ssr beside apps/web/dist): it draws what it was given, so the test sees which
// answers reached it; one address makes it fail, another never answer.
const RENDERER = `
let drawings = 0;
export async function renderFirstScreen(url, answers) {
  if (url.includes('q=casse')) throw new Error('rendu cassé');
  if (url.includes('q=lent')) return new Promise(() => {});
  drawings += 1;
  return '<p data-url="' + url + '" data-drawing="' + drawings + '">' + Object.keys(answers).sort().join(' ') + '</p>';
}`;

let server: TestServer;
let folder: string;
let businessId: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'livra-web-'));
  mkdirSync(join(folder, 'dist'));
  mkdirSync(join(folder, 'dist-ssr'));
  copyFileSync(join(REPO_ROOT, 'apps/web/index.html'), join(folder, 'dist', 'index.html'));
  writeFileSync(join(folder, 'dist-ssr', 'entry-server.js'), RENDERER);
  server = await createTestServer({}, { webDist: join(folder, 'dist') });
  businessId = (await (await server.request('/businesses?pageSize=1')).json()).items[0].id;
});
afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(path, { headers });
  const html = await response.text();
  const markup = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const answers = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`).exec(html);
  return {
    status: response.status,
    html,
    /** What the stand-in drew, without its drawing's number. */
    root: markup.replace(/ data-drawing="\d+"/, ''),
    drawing: /data-drawing="(\d+)"/.exec(markup)?.[1],
    answers: answers ? (JSON.parse(answers[1]!) as Record<string, unknown>) : undefined,
    answersText: answers?.[1],
  };
}

describe('a public page’s first screen, drawn on the server', () => {
  it('draws a business page for a visitor from the API’s own answers, written beside it', async () => {
    const shown = await page(`/services/${businessId}`);
    const api = await (await server.request(`/businesses/${businessId}`)).json();
    expect(shown.status).toBe(200);
    expect(shown.root).toBe(
      `<p data-url="/services/${businessId}">/api/auth/session /api/businesses/${businessId}</p>`,
    );
    expect(shown.answers).toEqual({ '/api/auth/session': { user: null }, [`/api/businesses/${businessId}`]: api });
    // The page has its read: the browser is not told to fetch it again.
    expect(shown.html).not.toContain('as="fetch"');
  });

  it('draws the home page, and a search with its reads and its filters’ lists', async () => {
    expect((await page('/')).root).toContain('/api/auth/session /api/home');
    const search = await page('/search?q=poulet');
    expect(search.root).toBe(
      '<p data-url="/search?q=poulet">/api/auth/session /api/business-types /api/categories /api/search?q=poulet</p>',
    );
    for (const [read, path] of [
      ['/api/search?q=poulet', '/search?q=poulet'],
      ['/api/categories', '/categories'],
      ['/api/business-types', '/business-types'],
    ] as const)
      expect(search.answers?.[read], read).toEqual(await (await server.request(path)).json());
  });

  it('draws a page once while its read answers the same, again for another page', async () => {
    const first = await page('/search?q=riz');
    expect((await page('/search?q=riz')).drawing).toBe(first.drawing);
    expect((await page('/search?q=sauce')).drawing).not.toBe(first.drawing);
  });

  it('draws a search again when a list its filters offer has changed', async () => {
    type Lists = { categories: { id: string; name: string }[] };
    const categoriesOf = (shown: Awaited<ReturnType<typeof page>>) =>
      (shown.answers?.['/api/categories'] as Lists | undefined)?.categories ?? [];
    const first = await page('/search?q=attieke');
    const { id } = categoriesOf(first)[0]!;
    await server.deps.db.update(categories).set({ name: 'Plats du jour' }).where(eq(categories.id, id));
    invalidateCatalog();
    const again = await page('/search?q=attieke');
    expect(again.drawing).not.toBe(first.drawing);
    expect(categoriesOf(again).find((category) => category.id === id)?.name).toBe('Plats du jour');
  });

  it('puts the drawing in the page as drawn, `$` sequences included', async () => {
    // String.replace reads `$&` and `$'` in its replacement as the match and the text after it.
    const shown = await page('/search?q=ab$&x=1');
    expect(shown.root).toBe(
      '<p data-url="/search?q=ab$&x=1">/api/auth/session /api/business-types /api/categories /api/search?q=ab%24</p>',
    );
  });

  it('writes the answers so that no text in them can end their element early', () => {
    const text = JSON.stringify({ name: 'Chez </script><script>alert(1)</script> Fatou' });
    const script = answersScript([{ path: '/api/businesses/x', text }]);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual({
      '/api/businesses/x': { name: 'Chez </script><script>alert(1)</script> Fatou' },
    });
  });

  it('draws nothing for a signed-in user, whose page is theirs alone', async () => {
    const shown = await page(`/services/${businessId}`, { cookie: 'livra.session_token=abc.def' });
    expect(shown.root).toBe('');
    expect(shown.answers).toBeUndefined();
    expect(shown.html).toContain(`<link rel="preload" as="fetch" href="/api/businesses/${businessId}"`);
  });

  it('draws nothing for a page without a first read, a missing business or a too short search', async () => {
    for (const path of ['/about', '/services/00000000-0000-4000-8000-000000000000', '/search?q=p']) {
      const shown = await page(path);
      expect(shown.root, path).toBe('');
      expect(shown.answers, path).toBeUndefined();
    }
  });

  it('still answers the page when the drawing fails or takes too long, the browser drawing it', async () => {
    for (const path of ['/search?q=casse', '/search?q=lent']) {
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expect(shown.root, path).toBe('');
      expect(shown.html, path).toContain('as="fetch"');
    }
  });
});
