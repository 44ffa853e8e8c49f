import './index.css';
import { StrictMode } from 'react';
import { required } from '@livra/shared/required';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { AppProviders } from './app/providers';
import { prepareLocale } from './lib/i18n';

// zod probes `new Function` to compile faster validators; the Content-Security-Policy forbids
// eval, so the probe would only log a violation: validate without it. This is what
// `z.config({ jitless: true })` writes, set here without pulling zod into the first load.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

// A visitor who chose English gets its texts before the first paint (French needs nothing).
void prepareLocale().then(() =>
  createRoot(required(document.getElementById('root'), "l'élément #root de index.html")).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
