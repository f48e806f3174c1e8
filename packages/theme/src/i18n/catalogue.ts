// Every UI string of the theme. A locale catalogue must give all of them (checked by the type).
export interface Catalogue {
  skipToContent: string;
  searchButton: string;
  searchPlaceholder: string;
  colorModeToggle: string;
  colorModeLight: string;
  colorModeDark: string;
  languages: string;
  mainMenu: string;
  backToMainMenu: string;
  openMenu: string;
  closeMenu: string;
  closeAnnouncement: string;
  docsSidebar: string;
  breadcrumbs: string;
  home: string;
  onThisPage: string;
  previous: string;
  next: string;
  docsPages: string;
  editThisPage: string;
  lastUpdated: string;
  lastUpdatedBy: string;
  untranslated: string;
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
  crashTitle: string;
  tryAgain: string;
  retry: string;
  loadFailed: string;
  loading: string;
  navbarItemFailed: string;
  itemCount: [one: string, few: string, many: string];
  copy: string;
  copied: string;
  devBuildError: string;
  footerSocial: string;
  /** Footer link to the page that lists every page of the site. */
  siteMap: string;
  copyCode: string;
  headingLink: string;
  footnotes: string;
  footnoteBack: string;
  /** Accessible name of the region holding the announcement bar. */
  announcement: string;
  wordWrap: string;
  /** Shown when the page loaded without its CSS/JS (wrong base URL); {baseUrl} is the configured base. */
  baseUrlIssue: string;
  /** {suggested}: the base the page is actually served under. */
  baseUrlSuggestion: string;
  /** The search modal and the search page (spec §4, §8). */
  search: SearchStrings;
  blog: BlogStrings;
  playground: PlaygroundStrings;
  admonitions: Record<'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution', string>;
}

export interface SearchStrings {
  /** Accessible name of the dialog. */
  dialog: string;
  /** Keyboard hint on the navbar button, {key}: "Ctrl" or "⌘". */
  shortcut: string;
  close: string;
  clear: string;
  loading: string;
  stalled: string;
  errorTitle: string;
  errorHint: string;
  noResults: string;
  trySearching: string;
  reportMissing: string;
  letUsKnow: string;
  recent: string;
  favorites: string;
  saveFavorite: string;
  removeRecent: string;
  removeFavorite: string;
  results: string;
  startTyping: string;
  navigateHint: string;
  selectHint: string;
  closeHint: string;
  /** Search page. */
  pageTitle: string;
  pageSubmit: string;
  /** "{count} document(s) found" in plural forms. */
  pageCount: [one: string, few: string, many: string];
  pageQueryLabel: string;
  seeAll: string;
}

export interface BlogStrings {
  /** "{count} min read" in plural forms. */
  readingTime: [one: string, few: string, many: string];
  /** "{count} post(s)" in plural forms (tag pages, the tags overview). */
  postCount: [one: string, few: string, many: string];
  recentPosts: string;
  archive: string;
  archiveDescription: string;
  tags: string;
  allTags: string;
  /** {tag}: the tag's label. */
  taggedWith: string;
  readMore: string;
  /** Accessible name of the "read more" link, {title}: the post. */
  readMoreAbout: string;
  newerPosts: string;
  olderPosts: string;
  newerPost: string;
  olderPost: string;
  listNavigation: string;
  postNavigation: string;
  /** {page} of {pages}. */
  pageOf: string;
  feeds: string;
}

export interface PlaygroundStrings {
  title: string;
  run: string;
  running: string;
  reset: string;
  result: string;
  /** Shown in the result area before the first run. */
  hint: string;
  editorLabel: string;
  noOutput: string;
  /** {seconds}: the time limit. */
  timeout: string;
  loadError: string;
  /** {name}: the module asked for, {available}: the modules there are. */
  moduleMissing: string;
  /** {ms}: run time. */
  finished: string;
}
