/**
 * The `<script type="application/json">` element in which the server writes a public page's first
 * API answers, by address (docs/decisions/015-first-screen-rendered-on-the-server.md): the
 * web app reads it before its first render.
 */
export const FIRST_ANSWERS_ID = 'first-answers';
