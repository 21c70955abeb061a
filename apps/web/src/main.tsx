import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell.css';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { initI18n } from './lib/i18n';
import { loadRuntimeConfig } from './lib/runtime-config';
import { unregisterServiceWorkers } from './lib/service-worker';
import { configureZodMessages } from './lib/zod-messages';

configureZodMessages();

async function boot(): Promise<void> {
  void unregisterServiceWorkers();
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    await initI18n(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('The app could not start', error);
    await initI18n({ languages: ['en', 'ar', 'fr', 'ar-MA'], defaultLanguage: 'en' });
    root.render(<BootError />);
  }
}

void boot();
