import type { EmailPayload } from '@livra/shared';
import { render, toPlainText } from '@react-email/components';
import { createElement } from 'react';
import { EMAIL_TEMPLATES, type TemplateContext, type TemplateName } from './templates/index';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders subject, HTML and plain text of a validated payload. */
export async function renderEmail<T extends TemplateName>(
  name: T,
  payload: EmailPayload<T>,
  context: TemplateContext,
): Promise<RenderedEmail> {
  const template = EMAIL_TEMPLATES[name];
  const html = await render(createElement(template.component, { payload, context }));
  // html-to-text shouts headings by default; the title reads better as written.
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { subject: template.subject(payload), html, text };
}
