/**
 * The page's first reads, answered in its HTML (docs/decisions/015-first-screen-rendered-on-the-server.md):
 * the server renders a public page's first screen with its data and writes the API's answers
 * beside it, so the browser neither asks for them again nor draws anything else first. `api.get`
 * takes an answer from here before the network.
 */
type AnswerSource = (path: string) => Promise<unknown> | undefined;

let source: AnswerSource = () => undefined;

/** Where answers come from: the page's HTML in the browser, the request being rendered on the server. */
export function answerFirstReadsFrom(next: AnswerSource) {
  source = next;
}

/** The answer the page came with for this address, if any: `api.get` then asks no network. */
export function firstAnswer(path: string): Promise<unknown> | undefined {
  return source(path);
}

/** The answers written in the page, each given once: a later read of the same address is a real one. */
export function answersOnceFrom(answers: Record<string, unknown>): AnswerSource {
  const left = new Map(Object.entries(answers));
  return (path) => {
    if (!left.has(path)) return undefined;
    const answer = left.get(path);
    left.delete(path);
    return Promise.resolve(answer);
  };
}
