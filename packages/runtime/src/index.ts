// @tondocs/runtime: browser-side pieces that the CLI also needs to know about (inline scripts, URL rules).
export { colorModeInlineScript, COLOR_MODE_KEY } from './color-mode.ts';
export { normalizePath, routeDataUrl } from './paths.ts';
export { PROGRESS } from './progress.ts';
export { DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type InlineData } from './inline-data.ts';
export { announcementInlineScript } from './announcement.ts';
export { baseUrlIssueInlineScript, BASE_URL_BANNER_CONTAINER_ID, BASE_URL_BANNER_ID } from './base-url.ts';
export { gtagHeadTags, GTAG_SCRIPT_URL } from './analytics.ts';
export { tabsInlineScript, TAB_STORAGE_PREFIX } from './tabs.ts';
export { preferredVersionKey } from './docs-version.ts';
