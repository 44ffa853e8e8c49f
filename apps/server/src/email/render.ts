import type { EmailPayload } from '@livra/shared';
import { render, toPlainText } from '@react-email/components';
import { emailTexts } from '@livra/shared/email-texts';
import { createElement } from 'react';
import { EmailLocale } from './templates/layout';
import { EMAIL_TEMPLATES, type TemplateContext, type TemplateName } from './templates/index';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders subject, HTML and plain text of a validated payload, in the recipient's language. */
export async function renderEmail<T extends TemplateName>(
  name: T,
  payload: EmailPayload<T>,
  context: TemplateContext,
): Promise<RenderedEmail> {
  const template = EMAIL_TEMPLATES[name];
  const locale = context.locale ?? 'fr';
  const html = await render(
    createElement(EmailLocale.Provider, { value: locale }, createElement(template.component, { payload, context })),
  );
  // html-to-text shouts headings by default; the title reads better as written.
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { subject: template.subject(payload, emailTexts(locale)), html, text };
}
