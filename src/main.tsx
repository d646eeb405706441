import './app/strictCsp.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { appStore } from './state/store.ts';
import { applyDarkMode, initialDarkMode } from './state/theme.ts';
import { applyInitialNumberFormat } from './state/numberFormat.ts';
import { applyInitialLanguage } from './state/language.ts';
import { App } from './app/App.tsx';
import './ui/theme.css';

applyDarkMode(initialDarkMode());
applyInitialNumberFormat();
applyInitialLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <App />
    </Provider>
  </StrictMode>,
);
