import 'i18next';
import type { EN } from './resources.ts';

/** Typed keys: t('pnl:grid.loading') compiles only if English has that key (docs/i18n.md). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof EN;
    returnNull: false;
  }
}
