import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FIRST_ANSWERS_ID } from '@livra/shared/first-answers';
import { logger } from '@/lib/logger';
import type { FirstAnswer } from './page-heads';

/**
 * A public page's first screen rendered on the server (docs/decisions/015-first-screen-rendered-on-the-server.md):
 * the web app's own pages, built for Node (`apps/web/dist-ssr`), drawn with the API's answer to
 * the page's first read; the HTML then carries the page and that answer, and the browser draws
 * the page before any script has run, then hydrates it.
 */
type RenderFirstScreen = (url: string, answers: Record<string, unknown>) => Promise<string>;

/**
 * A page is worth sending at once more than drawn: past this, its HTML goes without its first
 * screen and the browser draws it, as before (a cold start loads the page's code first).
 */
const RENDER_BUDGET_MS = 1_000;

/**
 * The renderer in `file`, loaded once; undefined without a build. A module cannot be loaded
 * again under the same address (its chunks import it back by that address), so a build made
 * while the server runs stops the rendering until the server restarts: that build's pages would
 * not match what the old renderer draws.
 */
function firstScreenRenderer(file: string): () => Promise<RenderFirstScreen | undefined> {
  let loaded: { mtimeMs: number; render: Promise<RenderFirstScreen | undefined> } | undefined;
  let replaced = false;
  return () => {
    if (!existsSync(file)) return Promise.resolve(undefined);
    const { mtimeMs } = statSync(file);
    loaded ??= { mtimeMs, render: load(file) };
    if (loaded.mtimeMs === mtimeMs) return loaded.render;
    if (!replaced)
      logger.warn('Une nouvelle version du site est construite : redémarrez le serveur pour en rendre les pages');
    replaced = true;
    return Promise.resolve(undefined);
  };
}

function load(file: string): Promise<RenderFirstScreen | undefined> {
  return (import(pathToFileURL(file).href) as Promise<{ renderFirstScreen: RenderFirstScreen }>).then(
    (module) => module.renderFirstScreen,
    (error: unknown) => {
      logger.error('Le rendu des pages sur le serveur ne se charge pas', error);
      return undefined;
    },
  );
}

/**
 * A visitor's session, as the API answers it. First screens are drawn for visitors only (no
 * session cookie): a signed-in user's header, hearts and cart are theirs alone, and come back
 * to them, who mostly have the installed app's shell, as before.
 */
const VISITOR_SESSION: FirstAnswer = { path: '/api/auth/session', text: '{"user":null}' };

/**
 * How many pages' drawings are kept, the oldest forgotten first: a business page's is about 80 KB
 * (its markup and its answer), so at most about 16 MB.
 */
const KEPT_DRAWINGS = 200;

export type DrawFirstScreen = (url: string, reads: FirstAnswer[]) => Promise<FirstScreen | undefined>;

export interface FirstScreen {
  /** The markup to put in `#root`. */
  markup: string;
  /** The script element carrying what it was drawn from. */
  answers: string;
}

/**
 * Draws a page's first screen for a visitor with the renderer in `file`, or gives undefined when
 * it could not in time: the page then starts as before. A drawing is kept while the page's reads
 * answer the same (the catalog's caches hand out one text per answer for their lifetime): a
 * page many visitors open is drawn once, not at each visit (16–27 ms of the server’s processor).
 */
export function firstScreens(file: string): DrawFirstScreen {
  const renderer = firstScreenRenderer(file);
  // Loaded now, not by the first visitor's page, which would then likely go without its drawing.
  void renderer();
  const drawn = new Map<string, { texts: string[]; screen: FirstScreen }>();
  return async (url, reads) => {
    const kept = drawn.get(url);
    const texts = reads.map((read) => read.text);
    if (kept && sameTexts(kept.texts, texts)) return kept.screen;
    const screen = await draw(await renderer(), url, reads);
    if (!screen) return undefined;
    drawn.delete(url);
    if (drawn.size >= KEPT_DRAWINGS) drawn.delete(drawn.keys().next().value as string);
    drawn.set(url, { texts, screen });
    return screen;
  };
}

/** The same answers: the caches hand out one string per answer, so this is mostly a pointer check. */
function sameTexts(kept: string[], texts: string[]): boolean {
  return kept.length === texts.length && kept.every((text, at) => text === texts[at]);
}

async function draw(
  renderer: RenderFirstScreen | undefined,
  url: string,
  reads: FirstAnswer[],
): Promise<FirstScreen | undefined> {
  if (!renderer) return undefined;
  const given = [VISITOR_SESSION, ...reads];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), RENDER_BUDGET_MS);
  });
  try {
    const answers = Object.fromEntries(given.map(({ path, text }) => [path, JSON.parse(text)]));
    const markup = await Promise.race([renderer(url, answers), late]);
    return markup === undefined ? undefined : { markup, answers: answersScript(given) };
  } catch (error) {
    logger.error(`La page ${url} n'a pas pu être rendue sur le serveur`, error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answers by their address, as JSON the HTML parser cannot end early: `<` is written `\u003c`
 * (the same string to JSON.parse), so no `</script>` in a business's name closes the element.
 */
export function answersScript(answers: FirstAnswer[]): string {
  const json = `{${answers.map(({ path, text }) => `${JSON.stringify(path)}:${text}`).join(',')}}`.replace(
    /</g,
    '\\u003c',
  );
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}
