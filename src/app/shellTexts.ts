/** Words of the app frame that the specification leaves to us (the header's own come from part 1 §2). */
export const SHELL_TEXT = {
  productTitle: 'Fahrplan Financial Planning',
  welcome: (username: string) => `Welcome, ${username}`,
  logout: 'Logout',
  skipToContent: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close menu',
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
  numberFormat: 'Number format',
  /** Each format named by how it writes a figure, so the choice needs no explanation. */
  numberFormatName: { de: 'German 1.234,5 €', en: 'English €1,234.5' },
} as const;
