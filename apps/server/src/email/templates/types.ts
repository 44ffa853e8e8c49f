import type { EmailPayload, EmailType } from '@livra/shared';
import type { ReactElement } from 'react';

/** What a template may know besides its payload: where the web app lives, for default links. */
export interface TemplateContext {
  appUrl: string;
}

export interface TemplateProps<T extends EmailType> {
  payload: EmailPayload<T>;
  context: TemplateContext;
}

export interface EmailTemplate<T extends EmailType> {
  subject(payload: EmailPayload<T>): string;
  component(props: TemplateProps<T>): ReactElement;
}
