import type { EmailPayload, EmailType, Locale } from '@livra/shared';
import type { EmailTexts } from '@livra/shared/email-texts';
import type { ReactElement } from 'react';

/** What a template may know besides its payload: where the web app lives, the recipient's language. */
export interface TemplateContext {
  appUrl: string;
  /** The recipient's stored language (`user_profiles.locale`), French by default. */
  locale?: Locale;
}

export interface TemplateProps<T extends EmailType> {
  payload: EmailPayload<T>;
  context: TemplateContext;
}

export interface EmailTemplate<T extends EmailType> {
  subject(payload: EmailPayload<T>, t: EmailTexts): string;
  component(props: TemplateProps<T>): ReactElement;
}
