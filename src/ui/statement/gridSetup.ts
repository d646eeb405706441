import { CellStyleModule, ClientSideRowModelModule, ModuleRegistry, RowStyleModule, TooltipModule, themeQuartz } from 'ag-grid-community';

/**
 * AG Grid for the statements (P&L, balance sheet, cash flow): only the modules they use (rows from
 * memory, cell and row classes, header tooltips; column pinning and keyboard navigation come with
 * the core).
 */
ModuleRegistry.registerModules([ClientSideRowModelModule, CellStyleModule, RowStyleModule, TooltipModule]);

const shared = {
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  wrapperBorderRadius: 10,
  spacing: 6,
} as const;

/** The grid in the app's light and dark tokens (src/ui/theme.css). */
export const statementThemeLight = themeQuartz.withParams({
  ...shared,
  backgroundColor: '#ffffff',
  foregroundColor: '#142033',
  borderColor: '#dfe4ee',
  chromeBackgroundColor: '#f0f3f8',
  accentColor: '#1053ff',
  browserColorScheme: 'light',
});

export const statementThemeDark = themeQuartz.withParams({
  ...shared,
  backgroundColor: '#111a2e',
  foregroundColor: '#e6ecf7',
  borderColor: '#25324d',
  chromeBackgroundColor: '#17223a',
  accentColor: '#5b8cff',
  browserColorScheme: 'dark',
});
