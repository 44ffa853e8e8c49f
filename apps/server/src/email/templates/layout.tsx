import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Locale } from '@livra/shared';
import { emailTexts, type EmailTexts } from '@livra/shared/email-texts';
import { createContext, useContext, type ReactNode } from 'react';

/** The recipient's language, set by `renderEmail` around every template. */
export const EmailLocale = createContext<Locale>('fr');

/** The e-mails' words and formats in the recipient's language. */
export function useEmailTexts(): { t: EmailTexts; locale: Locale } {
  const locale = useContext(EmailLocale);
  return { t: emailTexts(locale), locale };
}

/** Brand orange; the only colour besides greys, so the mail stays light on cheap phones. */
export const BRAND = '#F97316';

const body = { backgroundColor: '#f5f5f4', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '12px 0' };
const container = {
  backgroundColor: '#ffffff',
  maxWidth: '560px',
  margin: '0 auto',
  borderRadius: '8px',
  overflow: 'hidden',
};
const header = { backgroundColor: BRAND, padding: '14px 20px' };
const brand = { color: '#ffffff', fontSize: '22px', fontWeight: 'bold', margin: 0 };
const content = { padding: '8px 20px 16px' };
const heading = { color: '#1c1917', fontSize: '20px', margin: '16px 0 8px' };
const paragraph = { color: '#292524', fontSize: '15px', lineHeight: '22px', margin: '8px 0' };
const muted = { color: '#78716c', fontSize: '13px', lineHeight: '19px', margin: '8px 0' };
const button = {
  backgroundColor: BRAND,
  color: '#ffffff',
  borderRadius: '6px',
  fontSize: '15px',
  fontWeight: 'bold',
  padding: '12px 20px',
  textDecoration: 'none',
};
const footer = { color: '#78716c', fontSize: '12px', textAlign: 'center' as const, margin: '12px 20px 16px' };

/**
 * The frame of every Livra e-mail: a text wordmark instead of a remote logo (no image to
 * download on a slow network), one column, system fonts.
 */
export function EmailLayout({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  const { t } = useEmailTexts();
  return (
    <Html lang={t.layout.lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={header}>
            <Text style={brand}>Livra</Text>
          </Section>
          <Section style={content}>
            <Heading as="h1" style={heading}>
              {title}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#e7e5e4', margin: 0 }} />
          <Text style={footer}>{t.layout.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <Text style={muted}>{children}</Text>;
}

/** A call to action, followed by the bare address: some mail apps hide buttons, every one shows text. */
export function Action({ href, label }: { href: string; label: string }) {
  const { t } = useEmailTexts();
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={href} style={button}>
        {label}
      </Button>
      {/* Left out of the plain-text part, which already shows the address after the label. */}
      <Text style={muted} data-skip-in-text="true">
        {t.layout.buttonFallback}{' '}
        <Link href={href} style={{ color: BRAND, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** Label and value lines; empty values are left out rather than shown blank. */
export function Details({ rows }: { rows: [label: string, value: ReactNode | undefined | null][] }) {
  const { t } = useEmailTexts();
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <Section style={{ backgroundColor: '#fafaf9', borderRadius: '6px', padding: '4px 14px', margin: '12px 0' }}>
      {shown.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: '6px 0' }}>
          <strong>{t.layout.label(label)}</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/** "Bonjour Awa," or "Bonjour," when the name is unknown ("Hello Awa," in English). */
export function Greeting({ name }: { name?: string }) {
  const { t } = useEmailTexts();
  return <P>{t.layout.hello(name)}</P>;
}
